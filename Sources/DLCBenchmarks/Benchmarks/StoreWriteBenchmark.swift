import StoreWorker

/// Committing one record in a transaction of its own through the store; against the same
/// upsert, in BEGIN IMMEDIATE … COMMIT, written on SQLite's C API on a file like it.
struct StoreWriteBenchmark: Benchmark {
  static let name = "store-write"
  let budget: Budget? = .ratio(atMost: 1.5)
  let operationsPerSample: Int? = nil

  private let ours: StoreFixture
  private let theirs: StoreFixture

  init() async throws {
    ours = try await StoreFixture(size: 0)
    theirs = try await StoreFixture(size: 0)
  }

  func ours(_ count: Int) async throws -> Int {
    let account = ours.store.account(StoreFixture.account)
    for index in 0..<count {
      try await account.put(StoredCountry.numbered(index & 4_095), in: StoredCountry.plain)
    }
    return count
  }

  func baseline(_ count: Int) async throws -> Int {
    for index in 0..<count {
      try await theirs.direct.put(
        StoredCountry.numbered(index & 4_095), collection: StoredCountry.plain.name,
        account: StoreFixture.account)
    }
    return count
  }
}
