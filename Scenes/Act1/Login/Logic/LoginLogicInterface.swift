/// Login's use cases.
@MainActor
protocol LoginLogicInterface: AnyObject {
  /// Fills the form from the setup; called as the scene appears.
  func start()
  /// Remembers the email as typed.
  func changeEmail(to email: String)
  /// Remembers the password as typed.
  func changePassword(to password: String)
  /// Validates the form, then signs in.
  func submit()
}
