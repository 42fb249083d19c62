import DLC

/// Binds Welcome's element events to its use cases.
final class WelcomeInteractor: SceneInteractor<WelcomeView, any WelcomeLogicInterface> {
  override func bind(_ view: WelcomeView) {
    view.signIn.onTap = { [logic] in logic.signIn() }
  }
}
