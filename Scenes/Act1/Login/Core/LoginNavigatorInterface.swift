/// Where Login can go.
@MainActor
protocol LoginNavigatorInterface: AnyObject {
  /// Hands over to act 2: replaces the whole stack with Search for the person who signed in.
  ///
  /// - Parameters:
  ///   - user: The person who signed in.
  ///   - token: Their token, which only act 2's container keeps.
  func showSearch(for user: User, token: String)
}
