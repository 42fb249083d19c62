/// Welcome's use cases.
@MainActor
protocol WelcomeLogicInterface: AnyObject {
  /// Shows the greeting; called as the scene appears.
  func start()
  /// Goes on to the sign-in form.
  func signIn()
}
