import DLC

/// Binds Welcome's element events to its use cases.
@MainActor
final class WelcomeInteractor {
  private let logic: any WelcomeLogicInterface

  init(view: WelcomeView, logic: any WelcomeLogicInterface) {
    self.logic = logic
    view.signIn.onTap = { [weak self] in self?.logic.signIn() }
  }
}
