/// What Welcome's logic can show.
@MainActor
protocol WelcomePresenterInterface: AnyObject {
  /// Shows the greeting a visitor sees first.
  func showGreeting(_ greeting: String)
}
