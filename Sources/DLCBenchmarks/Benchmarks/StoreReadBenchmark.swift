import StoreWorker

/// Reading records from a store of a given size: by id, or by an indexed field (ten records
/// a value); against the same SELECT written on SQLite's C API, on the same file.
struct StoreReadBenchmark: Benchmark {
  /// How records are read.
  enum Lookup: String, Sendable, CaseIterable {
    /// One record by its id.
    case byID = "by-id"
    /// The ten records of a group, by the indexed field.
    case query
  }

  static let name = "store-read"

  /// The numbers of records measured, each an entry of its own.
  static let sizes = [1_000, 10_000, 100_000]

  let budget: Budget? = .ratio(atMost: 1.5)
  let operationsPerSample: Int? = nil

  private let lookup: Lookup
  private let size: Int
  private let fixture: StoreFixture

  /// Fills a store.
  ///
  /// - Parameters:
  ///   - lookup: How records are read.
  ///   - size: The number of records.
  /// - Throws: What filling the store or opening the file threw.
  init(_ lookup: Lookup, size: Int) async throws {
    self.lookup = lookup
    self.size = size
    fixture = try await StoreFixture(size: size)
  }

  func ours(_ count: Int) async throws -> Int {
    let account = fixture.store.account(StoreFixture.account)
    var checksum = 0
    for index in 0..<count {
      let number = (index &* 7_919) % size
      switch lookup {
      case .byID:
        let record = try await account.get("C\(number)", in: StoredCountry.countries)
        checksum &+= record?.population ?? 0
      case .query:
        let records = try await account.records(
          in: StoredCountry.countries, where: StoredCountry.byGroup, equals: number / 10)
        checksum &+= records.count
      }
    }
    return checksum
  }

  func baseline(_ count: Int) async throws -> Int {
    let direct = fixture.direct
    let collection = StoredCountry.countries.name
    let account = StoreFixture.account
    var checksum = 0
    for index in 0..<count {
      let number = (index &* 7_919) % size
      switch lookup {
      case .byID:
        let record = try await direct.get("C\(number)", collection: collection, account: account)
        checksum &+= record?.population ?? 0
      case .query:
        let records = try await direct.records(
          inGroup: number / 10, collection: collection, account: account)
        checksum &+= records.count
      }
    }
    return checksum
  }
}
