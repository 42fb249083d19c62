import DLC

/// What is typed in `email` and `password` goes to the logic as typed; `submit` signs in.
final class LoginInteractor: SceneInteractor<LoginView, any LoginLogicInterface> {
  override func bind(_ view: LoginView) {
    view.email.onChange = { [logic] text in logic.changeEmail(to: text) }
    view.password.onChange = { [logic] text in logic.changePassword(to: text) }
    view.submit.onTap = { [logic] in logic.submit() }
  }
}
