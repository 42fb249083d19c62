import DLC

/// The Greeter's use cases: greet the typed name through the worker, keep a history.
final class GreeterLogic: GreeterLogicInterface {
  private(set) var state = GreeterLogicState()
  private let presenter: any GreeterPresenterInterface
  private let navigator: any GreeterNavigatorInterface
  private let greetings: GreetingWorker
  private let tasks: SceneTasks

  init(
    presenter: any GreeterPresenterInterface, navigator: any GreeterNavigatorInterface,
    greetings: GreetingWorker, tasks: SceneTasks
  ) {
    self.presenter = presenter
    self.navigator = navigator
    self.greetings = greetings
    self.tasks = tasks
  }

  func start() {
    presenter.showGreeting("Who shall I greet?")
  }

  func changeName(to name: String) {
    state.name = name
    presenter.showPreview(of: name)
  }

  func greet() {
    guard !state.name.isEmpty else {
      presenter.showFailure("Type a name first")
      return
    }
    state.isBusy = true
    presenter.showBusy(true)
    tasks.perform { [greetings, name = state.name] in
      try await greetings.greeting(for: name)
    } then: { [weak self] result in
      self?.finishGreeting(result)
    }
  }

  func openEntry(at index: Int) {
    guard state.history.indices.contains(index) else { return }
    navigator.showDetail(of: state.history[index])
  }

  private func finishGreeting(_ result: Result<String, any Error>) {
    state.isBusy = false
    presenter.showBusy(false)
    guard case .success(let greeting) = result else {
      presenter.showFailure("Could not greet")
      return
    }
    state.history.append(greeting)
    presenter.showGreeting(greeting)
    presenter.showHistory(state.history)
  }
}
