import StoreWorker

/// An indexed query (ten records found) on a store of a given size; against the same query on
/// a store of 1,000 records, so the ratio is the growth from 1,000.
struct StoreQueryGrowthBenchmark: Benchmark {
  static let name = "store-query-growth"

  /// The size the baseline runs at.
  static let baselineSize = 1_000

  /// The sizes measured, each an entry of its own.
  static let sizes = [10_000, 100_000]

  let budget: Budget?
  let operationsPerSample: Int? = nil

  private let large: StoreFixture
  private let largeSize: Int
  private let small: StoreFixture

  /// Fills both stores.
  ///
  /// - Parameter size: The number of records measured; the budget applies at 100,000.
  /// - Throws: What filling the store or opening the file threw.
  init(size: Int) async throws {
    budget = size >= 100_000 ? .ratio(atMost: 1.5) : nil
    large = try await StoreFixture(size: size)
    largeSize = size
    small = try await StoreFixture(size: Self.baselineSize)
  }

  func ours(_ count: Int) async throws -> Int {
    try await query(large, size: largeSize, count: count)
  }

  func baseline(_ count: Int) async throws -> Int {
    try await query(small, size: Self.baselineSize, count: count)
  }

  private func query(_ fixture: StoreFixture, size: Int, count: Int) async throws -> Int {
    let account = fixture.store.account(StoreFixture.account)
    var checksum = 0
    for index in 0..<count {
      let group = (index &* 7_919) % size / 10
      checksum &+= try await account.records(
        in: StoredCountry.countries, where: StoredCountry.byGroup, equals: group
      ).count
    }
    return checksum
  }
}
