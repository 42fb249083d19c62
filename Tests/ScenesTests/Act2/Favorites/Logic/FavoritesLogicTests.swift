import DLC
import DLCTesting
import StoreWorker
import TestSupport
import Testing

@testable import Scenes

@MainActor
@Suite struct FavoritesLogicTests {
  private let spied = SpiedLogic<FavoritesLogic, FavoritesPresenterSpy, FavoritesNavigatorSpy>()

  @Test func startListsTheFavoritesInTheOrderTheyWereAdded() async throws {
    let store = Store.empty()
    try await store.favor([.ghana, .germany])
    await withListShown(from: store, listing: [.ghana, .germany]) { logic, _, _, _ in
      #expect(logic.state.countries == [.ghana, .germany])
    }
  }

  @Test func withoutFavoritesTheListIsEmpty() async {
    await withListShown(from: .empty(), listing: []) { _, _, _, _ in }
  }

  @Test func anotherPersonsFavoritesAreNotListed() async throws {
    let store = Store.empty()
    try await store.favor([.ghana], for: "someone-else")
    await withListShown(from: store, listing: []) { _, _, _, _ in }
  }

  @Test func aFavoriteAddedElsewhereIsListedByItself() async throws {
    let store = Store.empty()
    await withListShown(from: store, listing: []) { _, presenter, _, tasks in
      try? await store.favor([.germany])
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorites([.germany]) }
      tasks.cancelAll()
    }
  }

  @Test func favoritesThatCannotBeReadListNothingAndSaySoAndTheSceneSettles() async throws {
    let folder = try TemporaryFolder.made()
    let store = try await Store.damaged(in: folder)
    await spied.withLogic(setup: Favorites.Setup(), store: store) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavoritesUnreadable() }
      #expect(logic.state.countries.isEmpty)
      tasks.cancelAll()
    }
  }

  @Test func selectingAFavoriteShowsItsDetail() async throws {
    let store = Store.empty()
    try await store.favor([.ghana, .germany])
    await withListShown(from: store, listing: [.ghana, .germany]) { logic, _, navigator, _ in
      logic.selectFavorite(at: 1)

      navigator.assertCalls { $0.showDetail(for: .germany) }
    }
  }

  @Test func aSelectionOutsideTheListIsIgnored() async {
    await withListShown(from: .empty(), listing: []) { logic, _, _, _ in
      logic.selectFavorite(at: 0)
    }
  }

  // MARK: - Building the logic

  /// Runs a test once the started logic listed the person's favorites from the store, and
  /// checks that the list shown was the one expected; no server and no cache are needed.
  private func withListShown(
    from store: Store, listing expected: [CountrySummary],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body:
      @MainActor (FavoritesLogic, FavoritesPresenterSpy, FavoritesNavigatorSpy, SceneTasks)
      async throws -> Void
  ) async rethrows {
    try await spied.withLogic(
      setup: Favorites.Setup(), cache: nil, store: store, sourceLocation: sourceLocation
    ) { logic, presenter, navigator, tasks in
      logic.start()
      await tasks.waitUntilFinished()
      presenter.assertCalls(sourceLocation: sourceLocation) { $0.showFavorites(expected) }

      try await body(logic, presenter, navigator, tasks)
    }
  }
}
