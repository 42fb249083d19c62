import CacheWorker
import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import StoreWorker
import Testing

@testable import Scenes

@MainActor
@Suite struct FavoritesControllerTests {
  private let server = ServerStub()

  @Test func theFavoritesAreListedFirstAddedFirst() async throws {
    let harness = await showFavorites(of: [.ghana, .germany])

    #expect(harness.element("favorites", as: ListView.self)?.rows == ["Ghana", "Germany"])
    #expect(harness.text(of: "count") == "2 favorites")
    assertSnapshot(of: harness)
    await harness.assertAllScenesFreed()
  }

  @Test func selectingAFavoritePushesItsDetail() async throws {
    server.answer(.get, "/countries/DEU", json: Country.germany)
    let harness = await showFavorites(of: [.ghana, .germany])

    await harness.select(row: 2, in: "favorites")

    #expect(harness.topScene?.name == "Detail")
    #expect(harness.text(of: "capital") == "Berlin")
    await harness.back()
    await harness.assertDepartedScenesFreed()
    await harness.assertAllScenesFreed()
  }

  @Test func removingAFavoriteInItsDetailTakesItOffTheListOnReturn() async throws {
    server.answer(.get, "/countries/DEU", json: Country.germany)
    let harness = await showFavorites(of: [.ghana, .germany])
    await harness.select(row: 2, in: "favorites")

    await harness.tap("favorite")
    await harness.back()

    #expect(harness.element("favorites", as: ListView.self)?.rows == ["Ghana"])
    await harness.assertAllScenesFreed()
  }

  /// Shows Favorites on a harness, for the fixture person, with these favorites stored.
  private func showFavorites(
    of countries: [CountrySummary], sourceLocation: SourceLocation = #_sourceLocation
  ) async -> SceneHarness {
    let store = Store.empty()
    try? await store.favor(countries)
    let harness = SceneHarness()
    let dc = Act2DCStub(
      clock: harness.clock, server: server, cache: .inMemory(clock: harness.clock), store: store,
      sourceLocation: sourceLocation)
    await harness.show(dc.factory.scene(.favorites(Favorites.Setup())))
    return harness
  }
}
