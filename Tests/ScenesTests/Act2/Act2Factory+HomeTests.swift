import CacheWorker
import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import Testing

@testable import Scenes

/// Act 2's tab container, Home: Search and Favorites, each with its own way back.
@MainActor
@Suite struct Act2HomeTests {
  private let server = ServerStub.suggesting([.georgia, .germany])

  init() {
    server.answer(.get, "/countries/DEU", json: Country.germany)
  }

  @Test func homeShowsTheSearchTabUnderTheTabBar() async {
    let harness = await showHome()

    #expect(harness.stage.navigationStack.map(\.name) == ["Home"])
    #expect(harness.topScene?.name == "Search")
    #expect(harness.element("tabs", as: TabBar.self)?.selectedTitle == "Search")
    assertSnapshot(of: harness)
    await harness.assertAllScenesFreed()
  }

  @Test func aCountryFavoritedInSearchIsListedInFavorites() async {
    let harness = await showFavoritesAfterFavoritingGermany()

    #expect(harness.topScene?.name == "Favorites")
    #expect(harness.element("favorites", as: ListView.self)?.rows == ["Germany"])
    assertSnapshot(of: harness)
    await harness.assertAllScenesFreed()
  }

  @Test func eachTabGoesBackWithinItself() async {
    let harness = await showFavoritesAfterFavoritingGermany()
    await harness.select(row: 1, in: "favorites")
    #expect(harness.topScene?.name == "Detail")

    await harness.back()
    #expect(harness.topScene?.name == "Favorites")
    await harness.selectTab("Search")
    #expect(harness.topScene?.name == "Detail")
    await harness.back()
    #expect(harness.topScene?.name == "Search")
    await harness.assertDepartedScenesFreed()
    await harness.assertAllScenesFreed()
  }

  @Test func settingsOpensModallyOverTheTabs() async {
    let harness = await showHome()

    await harness.tap("settings")
    #expect(harness.topScene?.name == "Settings")
    #expect(harness.stage.isShowingModal)
    await harness.back()

    #expect(harness.topScene?.name == "Search")
    #expect(harness.element("tabs", as: TabBar.self)?.selectedTitle == "Search")
    await harness.assertAllScenesFreed()
  }

  @Test func aCountryDestinationShowsItOverSearch() async {
    let harness = await showHome(at: .country(code: "DEU"))

    #expect(harness.topScene?.name == "Detail")
    #expect(harness.topScene?.title == "Germany")
    await harness.back()
    #expect(harness.topScene?.name == "Search")
    #expect(harness.text(of: "greeting") == "Signed in as ada@example.com")
    await harness.assertAllScenesFreed()
  }

  @Test func aSearchDestinationLooksItsQueryUp() async {
    let harness = await showHome(at: .search(query: "ge"))

    #expect(harness.text(of: "query") == "ge")
    #expect(harness.element("results", as: ListView.self)?.rows == ["Georgia", "Germany"])
    await harness.assertAllScenesFreed()
  }

  @Test func theFavoritesDestinationSelectsItsTab() async {
    let harness = await showHome(at: .favorites)

    #expect(harness.topScene?.name == "Favorites")
    #expect(harness.element("tabs", as: TabBar.self)?.selectedTitle == "Favorites")
    await harness.assertAllScenesFreed()
  }

  /// Shows Home, finds Germany in the Search tab and makes it a favorite, as a person would,
  /// then selects the Favorites tab.
  private func showFavoritesAfterFavoritingGermany() async -> SceneHarness {
    let harness = await showHome()
    await harness.search("ge")
    await harness.select(row: 2, in: "results")
    await harness.tap("favorite")
    await harness.selectTab("Favorites")
    return harness
  }

  /// Shows Home on a harness, for the fixture person, with the suite's server.
  private func showHome(
    at destination: Act2Destination = .search(query: ""),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> SceneHarness {
    let harness = SceneHarness()
    let dc = Act2DCStub(
      clock: harness.clock, server: server, cache: .inMemory(clock: harness.clock),
      sourceLocation: sourceLocation)
    await harness.show(dc.factory.scene(.home(destination)))
    return harness
  }
}
