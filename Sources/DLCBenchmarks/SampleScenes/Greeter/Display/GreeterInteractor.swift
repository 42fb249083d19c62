import DLC

/// Binds Greeter's element events to its use cases.
@MainActor
final class GreeterInteractor {
  private let logic: any GreeterLogicInterface

  init(view: GreeterView, logic: any GreeterLogicInterface) {
    self.logic = logic
    view.name.onChange = { [weak self] text in self?.logic.changeName(to: text) }
  }
}
