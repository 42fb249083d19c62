import DLC
import DLCTesting
import StoreWorker
import Testing

@testable import Scenes

@MainActor
@Suite struct FavoritesLogicTests {
  private let spied = SpiedLogic<FavoritesLogic, FavoritesPresenterSpy, FavoritesNavigatorSpy>()

  @Test func startListsTheFavoritesInTheOrderTheyWereAdded() async throws {
    let store = Store.empty()
    try await store.favor([.ghana, .germany])
    await spied.withLogic(setup: Favorites.Setup(), dc: Act2DCStub(store: store)) {
      logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorites([.ghana, .germany]) }
      #expect(logic.state.countries == [.ghana, .germany])
    }
  }

  @Test func withoutFavoritesTheListIsEmpty() async {
    await spied.withLogic(setup: Favorites.Setup(), dc: Act2DCStub(store: .empty())) {
      logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorites([]) }
    }
  }

  @Test func anotherPersonsFavoritesAreNotListed() async throws {
    let store = Store.empty()
    try await store.favor([.ghana], for: "someone-else")
    await spied.withLogic(setup: Favorites.Setup(), dc: Act2DCStub(store: store)) {
      logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorites([]) }
    }
  }

  @Test func aFavoriteAddedElsewhereIsListedByItself() async throws {
    let store = Store.empty()
    await spied.withLogic(setup: Favorites.Setup(), dc: Act2DCStub(store: store)) {
      logic, presenter, _, tasks in
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
    await spied.withLogic(setup: Favorites.Setup(), dc: Act2DCStub(store: store)) {
      logic, presenter, navigator, tasks in
      logic.start()
      await tasks.waitUntilFinished()
      presenter.assertCalls { $0.showFavorites([.ghana, .germany]) }

      logic.selectFavorite(at: 1)

      navigator.assertCalls { $0.showDetail(for: .germany) }
    }
  }

  @Test func aSelectionOutsideTheListIsIgnored() async {
    await spied.withLogic(setup: Favorites.Setup(), dc: Act2DCStub(store: .empty())) {
      logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()
      presenter.assertCalls { $0.showFavorites([]) }

      logic.selectFavorite(at: 0)
    }
  }
}
