import Foundation

/// A value of the kind Atlas caches: a server answer.
struct Country: Codable, Sendable, Equatable {
  var code: String
  var name: String
  var population: Int

  static let switzerland = Country(code: "CH", name: "Switzerland", population: 8_700_000)
  static let france = Country(code: "FR", name: "France", population: 68_000_000)

  /// The size the cache counts for a value: its JSON encoding.
  static func encodedSize(of value: some Encodable) throws -> Int {
    try JSONEncoder().encode(value).count
  }
}
