import DLCTesting
import ServerWorker

@testable import Scenes

/// Stands in for Login's presenter, recording every call.
final class LoginPresenterSpy: LoginPresenting, SceneSpy {
  let recorder = CallRecorder("LoginPresenter")

  func showEmail(_ email: String) { recorder.record(email) }
  func showSubmitting(_ isSubmitting: Bool) { recorder.record(isSubmitting) }
  func showError(_ message: String?) { recorder.record(message) }
  func showServerFailure(_ error: ServerError) { recorder.record(error) }
}
