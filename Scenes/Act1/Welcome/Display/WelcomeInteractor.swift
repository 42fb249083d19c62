import DLC

/// A tap on `signIn` goes to the sign-in form.
final class WelcomeInteractor: SceneInteractor<WelcomeView, any WelcomeLogicInterface> {
  override func bind(_ view: WelcomeView) {
    view.signIn.onTap = { [logic] in logic.signIn() }
  }
}
