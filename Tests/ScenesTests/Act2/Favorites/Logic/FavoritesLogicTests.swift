import CacheWorker
import DLC
import DLCTesting
import Testing

@testable import Scenes

@MainActor
@Suite struct FavoritesLogicTests {
  private let favoritesNamespace = "favorites/user-ada"

  @Test func startListsTheFavoritesInTheOrderTheyWereAdded() async throws {
    let cache = CacheDouble.inMemory()
    try await cache.namespace(favoritesNamespace).set(
      FavoriteCountries.of([.ghana, .germany]), forKey: FavoriteCountries.cacheKey)
    await withLogic(cache: cache) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorites([.ghana, .germany]) }
      #expect(logic.state.countries == [.ghana, .germany])
    }
  }

  @Test func withoutFavoritesTheListIsEmpty() async {
    await withLogic(cache: .inMemory()) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorites([]) }
    }
  }

  @Test func anotherPersonsFavoritesAreNotListed() async throws {
    let cache = CacheDouble.inMemory()
    try await cache.namespace("favorites/someone-else").set(
      FavoriteCountries.of([.ghana]), forKey: FavoriteCountries.cacheKey)
    await withLogic(cache: cache) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorites([]) }
    }
  }

  @Test func resumeListsTheFavoritesAfresh() async throws {
    let cache = CacheDouble.inMemory()
    let favorites = cache.namespace(favoritesNamespace)
    await withLogic(cache: cache) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()
      presenter.assertCalls { $0.showFavorites([]) }
      try? await favorites.set(FavoriteCountries.of([.germany]), forKey: FavoriteCountries.cacheKey)

      logic.resume()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorites([.germany]) }
    }
  }

  @Test func selectingAFavoriteShowsItsDetail() async throws {
    let cache = CacheDouble.inMemory()
    try await cache.namespace(favoritesNamespace).set(
      FavoriteCountries.of([.ghana, .germany]), forKey: FavoriteCountries.cacheKey)
    await withLogic(cache: cache) { logic, presenter, navigator, tasks in
      logic.start()
      await tasks.waitUntilFinished()
      presenter.assertCalls { $0.showFavorites([.ghana, .germany]) }

      logic.selectFavorite(at: 1)

      navigator.assertCalls { $0.showDetail(for: .germany) }
    }
  }

  @Test func aSelectionOutsideTheListIsIgnored() async {
    await withLogic(cache: .inMemory()) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()
      presenter.assertCalls { $0.showFavorites([]) }

      logic.selectFavorite(at: 0)
    }
  }

  private func withLogic(
    cache: CacheDouble,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body:
      @MainActor (FavoritesLogic, FavoritesPresenterSpy, FavoritesNavigatorSpy, SceneTasks) async
      -> Void
  ) async {
    await Act2DCStub.withLogic(
      server: nil, cache: cache, sourceLocation: sourceLocation,
      makeLogic: { dc, presenter, navigator, tasks in
        FavoritesLogic(
          SceneContext(
            setup: Favorites.Setup(), dc: dc, presenter: presenter, navigator: navigator,
            tasks: tasks))
      },
      body)
  }
}
