/// The countries a person favorited, in the order they did, as an earlier Atlas kept them in
/// the cache; read once to move them into the store.
struct FavoriteCountries: Codable, Sendable, Equatable {
  /// The cache key the list was kept under, in the account's namespace `favorites/USER`.
  static let cacheKey = "list"

  /// The countries, first favorited first.
  private(set) var countries: [CountrySummary] = []

  /// Whether a country is among them.
  ///
  /// - Parameter code: The country's code.
  /// - Returns: `true` if the country is a favorite.
  func contains(code: String) -> Bool {
    countries.contains { $0.code == code }
  }

  /// Puts a country last, unless it is already there.
  ///
  /// - Parameter country: The country favorited.
  mutating func add(_ country: CountrySummary) {
    guard !contains(code: country.code) else { return }
    countries.append(country)
  }

  /// Takes a country out.
  ///
  /// - Parameter code: The country's code.
  mutating func remove(code: String) {
    countries.removeAll { $0.code == code }
  }
}
