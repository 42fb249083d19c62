import DLC

/// Binds Login's element events to its use cases.
final class LoginInteractor: SceneInteractor<LoginView, any LoginLogicInterface> {
  override func bind(_ view: LoginView) {
    view.email.onChange = { [logic] text in logic.changeEmail(to: text) }
    view.password.onChange = { [logic] text in logic.changePassword(to: text) }
    view.submit.onTap = { [logic] in logic.submit() }
  }
}
