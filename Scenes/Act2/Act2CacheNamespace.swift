/// The cache namespaces act 2's scenes keep their data in, shared so that no scene needs to
/// know another's.
enum Act2CacheNamespace {
  /// Everything one account keeps in the cache; act 2 sees the cache only through it, so one
  /// account never reads another's answers.
  static func account(of user: User) -> String {
    "account/\(user.id)"
  }

  /// Suggestions, by lowercased query.
  static let suggestions = "suggest"
  /// Countries in full, by code.
  static let countries = "countries"
  /// The namespaces that hold server answers, which clearing the cache and signing out forget.
  static let serverAnswers = [suggestions, countries]

  /// One person's favorites, by country code.
  static func favorites(of user: User) -> String {
    "favorites/\(user.id)"
  }

  /// One person's notes about countries, by country code.
  static func notes(of user: User) -> String {
    "notes/\(user.id)"
  }

  /// One person's display preferences, by ``Preferences`` key.
  static func preferences(of user: User) -> String {
    "preferences/\(user.id)"
  }
}
