import DLC
import DLCTesting
import StoreWorker
import Testing

@testable import Scenes

@MainActor
@Suite struct FavoritesLogicTests {
  @Test func startListsTheFavoritesInTheOrderTheyWereAdded() async throws {
    let store = Store.empty()
    try await store.favor([.ghana, .germany])
    await withLogic(store: store) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorites([.ghana, .germany]) }
      #expect(logic.state.countries == [.ghana, .germany])
    }
  }

  @Test func withoutFavoritesTheListIsEmpty() async {
    await withLogic(store: .empty()) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorites([]) }
    }
  }

  @Test func anotherPersonsFavoritesAreNotListed() async throws {
    let store = Store.empty()
    try await store.favor([.ghana], for: "someone-else")
    await withLogic(store: store) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorites([]) }
    }
  }

  @Test func aFavoriteAddedElsewhereIsListedByItself() async throws {
    let store = Store.empty()
    await withLogic(store: store) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()
      presenter.assertCalls { $0.showFavorites([]) }

      try? await store.favor([.germany])
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorites([.germany]) }
      tasks.cancelAll()
    }
  }

  @Test func selectingAFavoriteShowsItsDetail() async throws {
    let store = Store.empty()
    try await store.favor([.ghana, .germany])
    await withLogic(store: store) { logic, presenter, navigator, tasks in
      logic.start()
      await tasks.waitUntilFinished()
      presenter.assertCalls { $0.showFavorites([.ghana, .germany]) }

      logic.selectFavorite(at: 1)

      navigator.assertCalls { $0.showDetail(for: .germany) }
    }
  }

  @Test func aSelectionOutsideTheListIsIgnored() async {
    await withLogic(store: .empty()) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()
      presenter.assertCalls { $0.showFavorites([]) }

      logic.selectFavorite(at: 0)
    }
  }

  private func withLogic(
    store: Store,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body:
      @MainActor (FavoritesLogic, FavoritesPresenterSpy, FavoritesNavigatorSpy, SceneTasks) async
      -> Void
  ) async {
    await Act2DCStub.withLogic(
      server: nil, cache: nil, store: store, sourceLocation: sourceLocation,
      makeLogic: { dc, presenter, navigator, tasks in
        FavoritesLogic(
          SceneContext(
            setup: Favorites.Setup(), dc: dc, presenter: presenter, navigator: navigator,
            tasks: tasks))
      },
      body)
  }
}
