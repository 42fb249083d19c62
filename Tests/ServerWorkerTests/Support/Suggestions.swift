/// A list of countries as the test server sends it.
struct Suggestions: Codable, Sendable, Equatable {
  var countries: [Country]
}
