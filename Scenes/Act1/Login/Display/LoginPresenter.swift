import DLC
import ServerWorker

/// Puts Login's data into its elements and raises its alerts.
final class LoginPresenter: LoginPresenterInterface {
  private weak var view: LoginView?
  private weak var controller: SceneController?

  init(view: LoginView, controller: SceneController) {
    self.view = view
    self.controller = controller
  }

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
    controller?.showAlert(Alert(title: error.description, message: "You are not signed in."))
  }
}
