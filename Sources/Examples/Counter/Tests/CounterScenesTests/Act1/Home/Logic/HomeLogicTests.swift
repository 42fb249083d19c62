import DLC
import DLCTesting
import Testing

@testable import CounterScenes

@MainActor
@Suite struct HomeLogicTests {
  /// Each test builds the logic with spies and a stub container, and ends by checking that
  /// the spies saw no call it did not expect, and that everything it built was freed.
  private let spied = SpiedLogic<HomeLogic, HomePresenterSpy, HomeNavigatorSpy>()

  @Test func startShowsTheMessage() async {
    await spied.withLogic(setup: Home.Setup(), dc: Act1DCStub()) { logic, presenter, _, _ in
      presenter.expect {
        $0.showMessage("Home is ready.")
        $0.showLinks(Home.Setup().links)
      }

      logic.start()
    }
  }

  @Test func acknowledgingChangesTheMessage() async {
    await spied.withLogic(setup: Home.Setup(), dc: Act1DCStub()) { logic, presenter, _, _ in
      logic.acknowledge()

      presenter.assertCalls { $0.showMessage("Home: OK") }
      #expect(logic.state.message == "Home: OK")
    }
  }

  @Test func openingARowOpensItsLink() async {
    await spied.withLogic(
      setup: Home.Setup(links: ["app://first", "app://second"]),
      dc: Act1DCStub()
    ) { logic, _, navigator, _ in
      navigator.expect { $0.open("app://second") }

      logic.open(1)
    }
  }

  @Test func comingBackShowsTheLinksWithNoRowSelected() async {
    await spied.withLogic(setup: Home.Setup(links: ["app://first"]), dc: Act1DCStub()) {
      logic, presenter, _, _ in
      logic.resume()

      presenter.assertCalls { $0.showLinks(["app://first"]) }
    }
  }
}
