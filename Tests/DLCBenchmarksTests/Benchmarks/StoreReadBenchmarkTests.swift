import Testing

@testable import DLCBenchmarks

/// Both sides of store-read find the same records, by id and by the indexed field.
@Test(arguments: StoreReadBenchmark.Lookup.allCases)
func storeReadSidesFindTheSameRecords(lookup: StoreReadBenchmark.Lookup) async throws {
  let benchmark = try await StoreReadBenchmark(lookup, size: 1_000)
  let ours = try await benchmark.ours(20)
  #expect(ours == (try await benchmark.baseline(20)))
  #expect(ours > 0)
}
