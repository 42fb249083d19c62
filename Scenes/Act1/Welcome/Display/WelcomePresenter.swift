import DLC

protocol WelcomePresenterInterface: SceneRole {
  /// Shows the greeting as the title.
  func showGreeting(_ greeting: String)
  /// Tells the person that their data will not be saved, and why.
  func showStoreNotice(_ notice: String)
}

/// Puts the greeting in `title`.
final class WelcomePresenter: ScenePresenter<WelcomeView>, WelcomePresenterInterface {
  func showGreeting(_ greeting: String) {
    view?.title.text = greeting
  }

  func showStoreNotice(_ notice: String) {
    showAlert(Alert(title: "Changes will not be saved", message: notice))
  }
}
