import DLCTesting
import ServerWorker

@testable import Scenes

/// Stands in for Login's presenter, recording every call.
final class LoginPresenterSpy: LoginPresenterInterface {
  enum Call: Equatable {
    case showEmail(String)
    case showSubmitting(Bool)
    case showError(String?)
    case showServerFailure(ServerError)
  }

  let log = CallLog<Call>("LoginPresenter")

  func showEmail(_ email: String) { log.record(.showEmail(email)) }
  func showSubmitting(_ isSubmitting: Bool) { log.record(.showSubmitting(isSubmitting)) }
  func showError(_ message: String?) { log.record(.showError(message)) }
  func showServerFailure(_ error: ServerError) { log.record(.showServerFailure(error)) }
}
