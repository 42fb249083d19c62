import Testing

@testable import DLCBenchmarks

/// Both sides of store-write commit the records they are asked to.
@Test func storeWriteSidesCommitEveryRecord() async throws {
  let benchmark = try await StoreWriteBenchmark()
  #expect(try await benchmark.ours(5) == 5)
  #expect(try await benchmark.baseline(5) == 5)
}
