import DLC
import ServerWorker

protocol LoginPresenterInterface: SceneRole {
  /// Fills the email field, as the form opens.
  func showEmail(_ email: String)
  /// Shows that a sign-in is under way, or no longer.
  func showSubmitting(_ isSubmitting: Bool)
  /// Shows what is wrong with the form or the credentials; `nil` clears it.
  func showError(_ message: String?)
  /// Tells the person that the server failed them, in an alert.
  func showServerFailure(_ error: ServerError)
}

/// Disables `submit` while signing in, writes what is wrong in `error`, and raises an alert
/// for a server failure.
final class LoginPresenter: ScenePresenter<LoginView>, LoginPresenterInterface {
  func showEmail(_ email: String) {
    view?.email.text = email
  }

  func showSubmitting(_ isSubmitting: Bool) {
    view?.submit.isEnabled = !isSubmitting
    view?.submit.title = isSubmitting ? "Signing in…" : "Sign in"
  }

  func showError(_ message: String?) {
    view?.error.text = message ?? ""
  }

  func showServerFailure(_ error: ServerError) {
    showAlert(Alert(title: error.description, message: "You are not signed in."))
  }
}
