import DLC

/// Binds Login's element events to its use cases.
@MainActor
final class LoginInteractor {
  private let logic: any LoginLogicInterface

  init(view: LoginView, logic: any LoginLogicInterface) {
    self.logic = logic
    view.email.onChange = { [weak self] text in self?.logic.changeEmail(to: text) }
    view.password.onChange = { [weak self] text in self?.logic.changePassword(to: text) }
    view.submit.onTap = { [weak self] in self?.logic.submit() }
  }
}
