import DLCTesting
import ServerWorker

@testable import Scenes

/// Stands in for Login's presenter, recording every call.
final class LoginPresenterSpy: LoginPresenterInterface, SceneSpy {
  let log = CallLog<SpyCall>("LoginPresenter")

  func showEmail(_ email: String) { record(email) }
  func showSubmitting(_ isSubmitting: Bool) { record(isSubmitting) }
  func showError(_ message: String?) { record(message as Any) }
  func showServerFailure(_ error: ServerError) { record(error) }
}
