/// Welcome's use cases: greet, then lead to the sign-in form.
@MainActor
final class WelcomeLogic: WelcomeLogicInterface {
  private(set) var state = WelcomeLogicState()
  private let setup: SetupModel.Welcome
  private let presenter: any WelcomePresenterInterface
  private let navigator: any WelcomeNavigatorInterface

  init(
    setup: SetupModel.Welcome,
    presenter: any WelcomePresenterInterface,
    navigator: any WelcomeNavigatorInterface
  ) {
    self.setup = setup
    self.presenter = presenter
    self.navigator = navigator
  }

  func start() {
    presenter.showGreeting(state.greeting)
  }

  func signIn() {
    navigator.showLogin()
  }
}
