import DLC

/// Binds Welcome's element events to its use cases.
final class WelcomeInteractor: SceneInteractor<WelcomeView, any WelcomeUseCases> {
  override func bind(_ view: WelcomeView) {
    view.signIn.onTap = { [weak self] in self?.logic.signIn() }
  }
}
