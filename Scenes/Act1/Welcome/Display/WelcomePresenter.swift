import DLC

protocol WelcomePresenterInterface: SceneRole {
  /// Shows the greeting as the title.
  func showGreeting(_ greeting: String)
}

/// Puts the greeting in `title`.
final class WelcomePresenter: ScenePresenter<WelcomeView>, WelcomePresenterInterface {
  func showGreeting(_ greeting: String) {
    view?.title.text = greeting
  }
}
