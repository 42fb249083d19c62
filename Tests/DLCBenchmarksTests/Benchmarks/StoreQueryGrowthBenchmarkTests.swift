import Testing

@testable import DLCBenchmarks

/// A query finds ten records whatever the size of the store.
@Test func storeQueryGrowthSidesFindTenRecordsAQuery() async throws {
  let benchmark = try await StoreQueryGrowthBenchmark(size: 10_000)
  #expect(try await benchmark.ours(7) == 70)
  #expect(try await benchmark.baseline(7) == 70)
}
