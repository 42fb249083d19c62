/// The cache namespaces act 2's scenes keep server answers in, shared so that no scene needs to
/// know another's; what a person makes is kept in the store (``AtlasStore``).
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
}
