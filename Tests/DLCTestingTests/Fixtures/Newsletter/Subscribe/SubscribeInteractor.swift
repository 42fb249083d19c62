import DLC

/// Binds the Subscribe scene's elements to its logic.
@MainActor
final class SubscribeInteractor {
  private let logic: any SubscribeLogicInterface

  init(view: SubscribeView, logic: any SubscribeLogicInterface) {
    self.logic = logic
    view.subscribe.onTap = { [weak self, weak view] in
      self?.logic.subscribe(email: view?.email.text ?? "")
    }
    view.done.onTap = { [weak self] in self?.logic.finish() }
  }
}
