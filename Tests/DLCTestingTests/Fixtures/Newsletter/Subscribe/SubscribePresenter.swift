import DLC

/// What the Subscribe logic tells its display.
protocol SubscribePresenterInterface: SceneRole {
  func showBusy(_ isBusy: Bool)
  func showIssue(_ message: String)
  func showSubscribed(_ email: String)
}

/// Puts the Subscribe scene's data into its elements.
final class SubscribePresenter: ScenePresenter<SubscribeView>, SubscribePresenterInterface {
  func showBusy(_ isBusy: Bool) {
    view?.subscribe.isEnabled = !isBusy
  }

  func showIssue(_ message: String) {
    view?.message.text = message
  }

  func showSubscribed(_ email: String) {
    view?.message.text = "Subscribed \(email)"
    view?.subscribe.isHidden = true
  }
}
