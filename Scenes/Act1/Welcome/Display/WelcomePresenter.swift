import DLC

/// Puts Welcome's data into its elements.
final class WelcomePresenter: WelcomePresenterInterface {
  private weak var view: WelcomeView?

  init(view: WelcomeView) {
    self.view = view
  }

  func showGreeting(_ greeting: String) {
    view?.title.text = greeting
  }
}
