import DLCTesting

/// Stands in for the Subscribe scene's presenter.
final class SubscribePresenterSpy: SubscribePresenterInterface {
  enum Call: Equatable {
    case showBusy(Bool)
    case showIssue(String)
    case showSubscribed(String)
  }

  let log = CallLog<Call>("SubscribePresenter")

  func showBusy(_ isBusy: Bool) { log.record(.showBusy(isBusy)) }
  func showIssue(_ message: String) { log.record(.showIssue(message)) }
  func showSubscribed(_ email: String) { log.record(.showSubscribed(email)) }
}
