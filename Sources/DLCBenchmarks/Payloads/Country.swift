/// A country as Atlas's API sends it: the value the cache and server benchmarks carry.
struct Country: Codable, Sendable, Equatable {
  var code: String
  var name: String
  var capital: String
  var population: Int
  var region: String

  /// The answer to `GET /countries/DEU`.
  static let germany = Country(
    code: "DEU", name: "Germany", capital: "Berlin", population: 83_000_000, region: "Europe")
}
