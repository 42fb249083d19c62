/// A country as the test server sends it.
struct Country: Codable, Sendable, Equatable {
  var code: String
  var name: String

  static let germany = Country(code: "DEU", name: "Germany")
}
