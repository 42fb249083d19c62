import DLC

/// Binds the Greeter's elements to its logic; the name is taken once typing pauses.
@MainActor
final class GreeterInteractor {
  private let logic: any GreeterLogicInterface
  private let debouncer: Debouncer

  init(
    view: GreeterView, logic: any GreeterLogicInterface, clock: any Clock<Duration>,
    tasks: SceneTasks
  ) {
    self.logic = logic
    debouncer = Debouncer(delay: .milliseconds(300), clock: clock, tasks: tasks)
    view.name.onChange = { [weak self] text in
      self?.debouncer.schedule { self?.logic.changeName(to: text) }
    }
    view.greet.onTap = { [weak self] in self?.logic.greet() }
    view.history.onSelect = { [weak self] index in self?.logic.openEntry(at: index) }
  }
}
