import DLC

/// Binds Login's element events to its use cases.
final class LoginInteractor: SceneInteractor<LoginView, any LoginUseCases> {
  override func bind(_ view: LoginView) {
    view.email.onChange = { [weak self] text in self?.logic.changeEmail(to: text) }
    view.password.onChange = { [weak self] text in self?.logic.changePassword(to: text) }
    view.submit.onTap = { [weak self] in self?.logic.submit() }
  }
}
