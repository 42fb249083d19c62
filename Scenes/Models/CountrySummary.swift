/// A country as a suggestion lists it: just enough to show a row and ask for the details.
///
/// Its JSON has the keys `code`, `name` and, from servers that send it, `population`, as in
/// `{"code": "DEU", "name": "Germany", "population": 83200000}`.
struct CountrySummary: Codable, Sendable, Equatable, Hashable {
  /// The ISO 3166-1 alpha-3 code, such as "DEU", to ask `GET /countries/{code}` with.
  let code: String
  /// The common English name, such as "Germany".
  let name: String
  /// How many people live there, for ordering suggestions; absent from servers that omit it.
  var population: Int? = nil
}

extension CountrySummary {
  /// Creates the summary of a country.
  ///
  /// - Parameter country: The country to summarise.
  init(_ country: Country) {
    self.init(code: country.code, name: country.name, population: country.population)
  }
}
