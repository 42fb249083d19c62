import ServerWorker

/// What Login's logic can show.
@MainActor
protocol LoginPresenterInterface: AnyObject {
  /// Fills the email field, as the form opens.
  func showEmail(_ email: String)
  /// Shows that a sign-in is under way, or no longer.
  func showSubmitting(_ isSubmitting: Bool)
  /// Shows what is wrong with the form or the credentials; `nil` clears it.
  func showError(_ message: String?)
  /// Tells the person that the server failed them, in an alert.
  func showServerFailure(_ error: ServerError)
}
