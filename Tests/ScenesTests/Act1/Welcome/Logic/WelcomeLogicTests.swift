import DLC
import DLCTesting
import Testing

@testable import Scenes

@MainActor
@Suite struct WelcomeLogicTests {
  private let spied = SpiedLogic<WelcomeLogic, WelcomePresenterSpy, WelcomeNavigatorSpy>()

  @Test func startShowsTheGreeting() async {
    await spied.withLogic(setup: Welcome.Setup(), dc: Act1DCStub()) {
      logic, presenter, navigator, _ in
      presenter.expect { $0.showGreeting("Welcome to Atlas") }

      logic.start()

      #expect(logic.state.greeting == "Welcome to Atlas")
    }
  }

  @Test func signInShowsTheLoginForm() async {
    await spied.withLogic(setup: Welcome.Setup(), dc: Act1DCStub()) {
      logic, presenter, navigator, _ in
      navigator.expect { $0.showLogin() }

      logic.signIn()
    }
  }
}
