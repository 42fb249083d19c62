import StoreWorker

/// A record for the tests: a note about a country, in a region.
struct Note: StoreRecord, Equatable {
  var id: String
  var text: String
  var region: String = "Europe"
  var stars: Int = 0

  static let byRegion = StoreIndex<Note>("region") { $0.region }
  static let byStars = StoreIndex<Note>("stars") { $0.stars }
  static let notes = StoreCollection<Note>("notes", indexes: [byRegion, byStars])
}

/// A counter, for read-modify-write tests.
struct Counter: StoreRecord, Equatable {
  var id: String
  var value = 0

  static let counters = StoreCollection<Counter>("counters")
}
