import DLC

/// Puts the Greeter's data into its elements.
final class GreeterPresenter: GreeterPresenterInterface {
  private weak var view: GreeterView?
  private weak var controller: SceneController?

  init(view: GreeterView, controller: SceneController) {
    self.view = view
    self.controller = controller
  }

  func showGreeting(_ text: String) {
    view?.greeting.text = text
  }

  func showPreview(of name: String) {
    view?.preview.text = name.isEmpty ? "" : "Will greet \(name)"
  }

  func showBusy(_ isBusy: Bool) {
    view?.greet.isEnabled = !isBusy
  }

  func showHistory(_ entries: [String]) {
    view?.history.rows = entries
  }

  func showFailure(_ message: String) {
    controller?.showAlert(Alert(title: message))
  }
}
