import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import Testing

@testable import Scenes

@MainActor
@Suite struct SearchControllerTests {
  private let server = ServerStub.suggesting([.georgia, .germany])

  @Test func aTypedQueryShowsItsMatches() async {
    let harness = await SceneHarness.showing(.search(Search.Setup()), server: server)

    await harness.search("ge")

    #expect(harness.text(of: "greeting") == "Signed in as ada@example.com")
    #expect(harness.element("results", as: ListView.self)?.rows == ["Georgia", "Germany"])
    #expect(harness.text(of: "status") == "2 matches")
    assertSnapshot(of: harness)
    await harness.assertAllScenesFreed()
  }

  @Test func selectingAResultPushesItsDetail() async {
    let harness = await showGermanysDetail()

    #expect(harness.topScene?.name == "Detail")
    #expect(harness.text(of: "name") == "Germany")
    #expect(harness.stage.navigationStack.count == 2)
    await harness.assertAllScenesFreed()
  }

  @Test func goingBackFromDetailFreesIt() async {
    let harness = await showGermanysDetail()

    await harness.back()

    #expect(harness.topScene?.name == "Search")
    #expect(harness.element("results", as: ListView.self)?.rows == ["Georgia", "Germany"])
    await harness.assertDepartedScenesFreed()
    await harness.assertAllScenesFreed()
  }

  @Test func theHarnessClockMovesTheDebounceAndTheCachedAnswersLifetimeAlike() async {
    let harness = await SceneHarness.showing(.search(Search.Setup()), server: server)
    for query in ["ge", "g", "ge"] {
      await harness.search(query)
    }

    // The cache measures an answer's lifetime on the clock the debounce waits on.
    await harness.advance(by: SearchLogic.answerLifetime)
    await harness.search("g")

    #expect(
      server.requests(.get, "/suggest").map(\.target)
        == ["/suggest?q=ge", "/suggest?q=g", "/suggest?q=g"])
    await harness.assertAllScenesFreed()
  }

  @Test func settingsOpensOverSearch() async {
    let harness = await SceneHarness.showing(.search(Search.Setup()), server: server)

    await harness.tap("settings")

    #expect(harness.topScene?.name == "Settings")
    #expect(harness.stage.isShowingModal)
    await harness.assertAllScenesFreed()
  }

  @Test func aServerFailureIsAnAlert() async {
    server.fail(.get, "/suggest", with: .unreachable)
    let harness = await SceneHarness.showing(.search(Search.Setup()), server: server)

    await harness.search("ge")

    #expect(harness.stage.alert?.title == "Server unreachable")
    #expect(harness.stage.alert?.message == "Could not search for \"ge\".")
    await harness.assertAllScenesFreed()
  }

  /// Shows Search, and Germany's detail over it, selected from the results of "ge".
  private func showGermanysDetail() async -> SceneHarness {
    server.answer(.get, "/countries/DEU", json: Country.germany)
    let harness = await SceneHarness.showing(.search(Search.Setup()), server: server)
    await harness.search("ge")
    await harness.select(row: 2, in: "results")
    return harness
  }
}
