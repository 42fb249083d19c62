/// A country as a suggestion lists it: just enough to show a row and ask for the details.
///
/// Its JSON has the keys `code` and `name`, as in `{"code": "DEU", "name": "Germany"}`.
struct CountrySummary: Codable, Sendable, Equatable, Hashable {
  /// The ISO 3166-1 alpha-3 code, such as "DEU", to ask `GET /countries/{code}` with.
  let code: String
  /// The common English name, such as "Germany".
  let name: String
}

extension CountrySummary {
  /// Creates the summary of a country.
  ///
  /// - Parameter country: The country to summarise.
  init(_ country: Country) {
    self.init(code: country.code, name: country.name)
  }
}
