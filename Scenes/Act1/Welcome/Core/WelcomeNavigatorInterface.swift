/// Where Welcome can go.
@MainActor
protocol WelcomeNavigatorInterface: AnyObject {
  /// Pushes the sign-in form.
  func showLogin()
}
