import DLC

/// What Welcome's logic can show.
protocol WelcomePresenterInterface: SceneRole {
  /// Shows the greeting as the title.
  func showGreeting(_ greeting: String)
}

/// Puts Welcome's data into its elements.
final class WelcomePresenter: ScenePresenter<WelcomeView>, WelcomePresenterInterface {
  func showGreeting(_ greeting: String) {
    view?.title.text = greeting
  }
}
