/// Greeter's use cases: keep the name and have it greeted.
@MainActor
final class GreeterLogic: GreeterLogicInterface {
  private(set) var state = GreeterLogicState()
  private let presenter: any GreeterPresenterInterface

  init(presenter: any GreeterPresenterInterface) {
    self.presenter = presenter
  }

  func start() {
    presenter.showGreeting(for: state.name)
  }

  func changeName(to name: String) {
    state.name = name
    presenter.showGreeting(for: name)
  }
}
