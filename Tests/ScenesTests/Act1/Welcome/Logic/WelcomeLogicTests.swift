import DLC
import DLCTesting
import Testing

@testable import Scenes

@MainActor
@Suite struct WelcomeLogicTests {
  /// Follows everything a test builds; each test ends by checking that all of it was freed.
  private let tracker = LeakTracker()

  /// Builds the logic with spies, tracking the logic and everything it holds.
  private func makeLogic() -> (
    logic: WelcomeLogic, presenter: WelcomePresenterSpy, navigator: WelcomeNavigatorSpy
  ) {
    let presenter = WelcomePresenterSpy()
    let navigator = WelcomeNavigatorSpy()
    let logic = WelcomeLogic(
      SceneContext(
        setup: Welcome.Setup(), dc: Act1DCStub(), presenter: presenter, navigator: navigator))
    tracker.trackObjects(reachableFrom: logic)
    return (logic, presenter, navigator)
  }

  @Test func startShowsTheGreeting() {
    do {
      let (logic, presenter, navigator) = makeLogic()
      presenter.expect { $0.showGreeting("Welcome to Atlas") }

      logic.start()

      #expect(logic.state.greeting == "Welcome to Atlas")
      presenter.assertNoUnassertedCalls()
      navigator.assertNoUnassertedCalls()
    }
    tracker.assertFreed()
  }

  @Test func signInShowsTheLoginForm() {
    do {
      let (logic, presenter, navigator) = makeLogic()
      navigator.expect { $0.showLogin() }

      logic.signIn()

      navigator.assertNoUnassertedCalls()
      presenter.assertNoUnassertedCalls()
    }
    tracker.assertFreed()
  }
}
