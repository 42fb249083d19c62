import DLC
import DLCTesting
import Testing

@testable import CounterScenes

@MainActor
@Suite struct HomeLogicTests {
  /// Follows everything a test builds; each test ends by checking that all of it was freed.
  private let tracker = LeakTracker()

  /// Builds the logic with spies and a stub container, tracking everything it holds.
  private func makeLogic(setup: Home.Setup = Home.Setup()) -> (
    logic: HomeLogic,
    presenter: HomePresenterSpy,
    navigator: HomeNavigatorSpy,
    tasks: SceneTasks
  ) {
    let presenter = HomePresenterSpy()
    let navigator = HomeNavigatorSpy()
    let tasks = SceneTasks()
    let logic = HomeLogic(
      SceneContext(
        setup: setup,
        dc: Act1DCStub(),
        presenter: presenter,
        navigator: navigator,
        tasks: tasks))
    tracker.trackObjects(reachableFrom: logic)
    return (logic, presenter, navigator, tasks)
  }

  @Test func startShowsTheMessage() {
    do {
      let (logic, presenter, navigator, _) = makeLogic()
      presenter.expect {
        $0.showMessage("Home is ready.")
        $0.showLinks(Home.Setup().links)
      }

      logic.start()

      presenter.assertNoUnassertedCalls()
      navigator.assertNoUnassertedCalls()
    }
    tracker.assertFreed()
  }

  @Test func acknowledgingChangesTheMessage() {
    do {
      let (logic, presenter, _, _) = makeLogic()

      logic.acknowledge()

      presenter.assertCalls { $0.showMessage("Home: OK") }
      #expect(logic.state.message == "Home: OK")
    }
    tracker.assertFreed()
  }

  @Test func openingARowOpensItsLink() {
    do {
      let (logic, presenter, navigator, _) = makeLogic(
        setup: Home.Setup(links: ["app://first", "app://second"]))
      navigator.expect { $0.open("app://second") }

      logic.open(1)

      navigator.assertNoUnassertedCalls()
      presenter.assertNoUnassertedCalls()
    }
    tracker.assertFreed()
  }

  @Test func comingBackShowsTheLinksWithNoRowSelected() {
    do {
      let (logic, presenter, _, _) = makeLogic(setup: Home.Setup(links: ["app://first"]))

      logic.resume()

      presenter.assertCalls { $0.showLinks(["app://first"]) }
    }
    tracker.assertFreed()
  }
}
