/// Where act 2 opens: which tab, and what over it. A sign-in opens Search; a link can open any
/// of them.
enum Act2Destination: Sendable, Equatable {
  /// The Search tab, with a query already looked up when it is not empty.
  case search(query: String)
  /// One country in full, over the Search tab, so that going back returns to Search.
  case country(code: String)
  /// The Favorites tab.
  case favorites
}
