import DLCTesting

/// Stands in for the Subscribe scene's presenter.
final class SubscribePresenterSpy: SubscribePresenterInterface, SceneSpy {
  let log = CallLog<SpyCall>("SubscribePresenter")

  func showBusy(_ isBusy: Bool) { record(isBusy) }
  func showIssue(_ message: String) { record(message) }
  func showSubscribed(_ email: String) { record(email) }
}
