/// The cache namespaces act 2's scenes keep their data in, shared so that no scene needs to
/// know another's.
enum Act2CacheNamespace {
  /// Suggestions, by lowercased query.
  static let suggestions = "suggest"
  /// Countries in full, by code.
  static let countries = "countries"
  /// The namespaces that hold server answers, which clearing the cache forgets.
  static let serverAnswers = [suggestions, countries]

  /// One person's favorites, by country code.
  static func favorites(of user: User) -> String {
    "favorites/\(user.id)"
  }
}
