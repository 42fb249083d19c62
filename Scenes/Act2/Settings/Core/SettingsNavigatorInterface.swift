/// Where Settings can go.
@MainActor
protocol SettingsNavigatorInterface: AnyObject {
  /// Tears act 2 down and shows Welcome, with act 1's container.
  func showWelcome()
}
