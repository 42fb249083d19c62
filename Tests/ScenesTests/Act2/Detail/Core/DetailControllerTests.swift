import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import StoreWorker
import Testing

@testable import Scenes

@MainActor
@Suite struct DetailControllerTests {
  /// The first window; the account's workers measure time on its clock, as every window's do.
  private let harness = SceneHarness()
  private let server = ServerStub()
  private let dc: Act2DCStub

  private let store = Store.empty()

  init() {
    dc = Act2DCStub(
      clock: harness.clock, server: server, cache: .inMemory(clock: harness.clock), store: store)
  }

  @Test func twoDetailScenesTogglingAThousandTimesWithoutWaitingLoseNoTap() async throws {
    server.answer(.get, "/countries/DEU", json: Country.germany)
    server.answer(.get, "/countries/GHA", json: Country.ghana)
    // Two windows on one account, as two browser tabs are: Germany in one, Ghana in the
    // other, and the list of favorites in a third.
    let germany = await showDetail(of: .germany)
    let ghana = await showDetail(of: .ghana, in: SceneHarness(sharingClockWith: harness))
    let favorites = SceneHarness(sharingClockWith: harness)
    await favorites.show(dc.factory.scene(.favorites(Favorites.Setup())))

    // 667 taps on Germany and 333 on Ghana, interleaved, none waiting for the one before:
    // both odd, so both end as favorites, unless a tap is lost.
    for tap in 0..<1_000 {
      try (tap % 3 == 2 ? ghana : germany).stage.tap("favorite")
    }
    await germany.settle()
    await ghana.settle()
    await favorites.settle()

    #expect(Set(try await store.favorites()) == [.germany, .ghana])
    #expect(germany.text(of: "favorite") == "Remove from favorites")
    #expect(ghana.text(of: "favorite") == "Remove from favorites")
    #expect(
      Set(favorites.element("favorites", as: ListView.self)?.rows ?? []) == ["Germany", "Ghana"])
  }

  @Test func aLoadedCountryShowsEveryFact() async {
    server.answer(.get, "/countries/DEU", json: Country.germany)

    let harness = await showDetail(of: .germany)

    #expect(harness.topScene?.title == "Germany")
    #expect(harness.text(of: "population") == "83,000,000")
    #expect(harness.text(of: "favorite") == "Add to favorites")
    assertSnapshot(of: harness)
    await harness.assertAllScenesFreed()
  }

  @Test func tappingFavoriteTogglesIt() async {
    server.answer(.get, "/countries/DEU", json: Country.germany)
    let harness = await showDetail(of: .germany)

    await harness.tap("favorite")
    #expect(harness.text(of: "favorite") == "Remove from favorites")

    await harness.tap("favorite")
    #expect(harness.text(of: "favorite") == "Add to favorites")
    await harness.assertAllScenesFreed()
  }

  @Test func aFavoriteIsStillOneOnTheNextVisit() async {
    server.answer(.get, "/countries/DEU", json: Country.germany)
    let harness = await showDetail(of: .germany)
    await harness.tap("favorite")
    await harness.back()

    await open(.germany, on: harness)

    #expect(harness.text(of: "favorite") == "Remove from favorites")
    #expect(server.requests(.get, "/countries/DEU").count == 1)
    await harness.assertAllScenesFreed()
  }

  @Test func okOnAFailureGoesBackToSearch() async {
    server.fail(.get, "/countries/DEU", with: .unreachable)
    let harness = await showDetail(of: .germany)
    #expect(harness.stage.alert?.title == "Server unreachable")
    #expect(harness.stage.alert?.message == "Could not load Germany.")

    await harness.tap("ok")

    #expect(harness.topScene?.name == "Search")
    #expect(harness.stage.alert == nil)
    await harness.assertDepartedScenesFreed()
    await harness.assertAllScenesFreed()
  }

  /// Shows a country's Detail over Search, as selecting a result does, in the first window
  /// unless told another.
  private func showDetail(
    of country: CountrySummary, in window: SceneHarness? = nil
  ) async -> SceneHarness {
    let window = window ?? harness
    await window.show(dc.factory.scene(.search(Search.Setup())))
    await open(country, on: window)
    return window
  }

  private func open(_ country: CountrySummary, on harness: SceneHarness) async {
    harness.stage.push(dc.factory.scene(.detail(Detail.Setup(country: country))))
    await harness.settle()
  }
}
