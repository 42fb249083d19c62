import StoreWorker

/// A record the store benchmarks write and read: a country, with its group indexed.
struct StoredCountry: StoreRecord, Equatable {
  var id: String
  /// Ten records share each group, whatever the number of records, so a query by group finds
  /// ten.
  var group: Int
  var name: String
  var population: Int

  static let byGroup = StoreIndex<StoredCountry>("group") { $0.group }
  static let countries = StoreCollection<StoredCountry>("countries", indexes: [byGroup])
  /// The same records without an index, for the write benchmark.
  static let plain = StoreCollection<StoredCountry>("plain")

  /// The record numbered `index`.
  static func numbered(_ index: Int) -> StoredCountry {
    StoredCountry(
      id: "C\(index)", group: index / 10, name: "Country \(index)", population: index * 1_000)
  }
}
