import DLC

/// Binds Greeting's element events to its use cases.
final class GreetingInteractor: SceneInteractor<GreeterView, any GreetingLogicInterface> {
  override func bind(_ view: GreeterView) {
    view.name.onChange = { [logic] text in logic.changeName(to: text) }
  }
}
