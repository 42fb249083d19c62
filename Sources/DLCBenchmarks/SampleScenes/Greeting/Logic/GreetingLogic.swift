import DLC

/// Greeting's use cases: keep the name and have it greeted.
final class GreetingLogic: SceneLogic<Greeting>, GreetingLogicInterface {
  override func start() {
    presenter.showGreeting(for: state.name)
  }

  func changeName(to name: String) {
    state.name = name
    presenter.showGreeting(for: name)
  }
}
