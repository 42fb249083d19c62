import DLC

/// What Welcome's logic can show.
protocol WelcomePresenting: SceneInterface {
  /// Shows the greeting a visitor sees first.
  func showGreeting(_ greeting: String)
}

/// Puts Welcome's data into its elements.
final class WelcomePresenter: ScenePresenter<WelcomeView>, WelcomePresenting {
  func showGreeting(_ greeting: String) {
    view?.title.text = greeting
  }
}
