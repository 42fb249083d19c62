import DLC

/// Puts Greeting's data into its elements, formatted as the hand-written Greeter formats it.
final class GreetingPresenter: ScenePresenter<GreeterView>, GreetingPresenterInterface {
  func showGreeting(for name: String) {
    view?.greeting.text = GreeterPresenter.greeting(for: name)
  }
}
