import DLC

/// Puts the Subscribe scene's data into its elements.
final class SubscribePresenter: SubscribePresenterInterface {
  private weak var view: SubscribeView?

  init(view: SubscribeView) {
    self.view = view
  }

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
