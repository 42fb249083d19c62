/// Where Login can go.
@MainActor
protocol LoginNavigatorInterface: AnyObject {
  /// Hands over to act 2: replaces the whole stack with Search for the person who signed in.
  func showSearch(for user: User)
}
