import CacheWorker
import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import StoreWorker
import TestSupport
import Testing

@testable import Scenes

@MainActor
@Suite struct SettingsLogicTests {
  private let spied = SpiedLogic<SettingsLogic, SettingsPresenterSpy, SettingsNavigatorSpy>()

  // MARK: - Statistics

  @Test func startShowsTheCacheStatistics() async throws {
    let cache = CacheDouble.inMemory(clock: ManualClock())
    try await cache.namespace("suggest").set([CountrySummary.germany], forKey: "ger")
    try await cache.namespace("countries").set(Country.germany, forKey: "DEU")
    _ = await cache.namespace("suggest").value(of: [CountrySummary].self, forKey: "ger")
    _ = await cache.namespace("suggest").value(of: [CountrySummary].self, forKey: "gh")
    let statistics = await cache.statistics()
    #expect((statistics.entries, statistics.hits, statistics.misses) == (2, 1, 1))
    await spied.withLogic(setup: Settings.Setup(), cache: cache) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      // The preferences are read from the store, so the figures are the cache's own.
      let shown = await cache.statistics()
      #expect((shown.entries, shown.hits, shown.misses) == (2, 1, 1))
      presenter.assertCalls { $0.showStatistics(shown) }
      #expect(logic.state == Settings.State(statistics: shown))
    }
  }

  // MARK: - Preferences

  @Test func startShowsThePreferencesTheAccountKept() async throws {
    let cache = CacheDouble.inMemory(clock: ManualClock())
    let store = Store.empty()
    let kept = Preferences(showsPopulationInMillions: true, resultOrder: .population)
    try await store.account(Act2DCStub.user.id).put(kept, in: AtlasStore.preferences)
    await spied.withLogic(setup: Settings.Setup(), cache: cache, store: store) {
      logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      let statistics = await cache.statistics()
      presenter.assertCalls {
        $0.showPreferences(kept)
        $0.showStatistics(statistics)
      }
      #expect(logic.state.preferences == kept)
    }
  }

  @Test func changedPreferencesAreKeptForTheAccount() async throws {
    let store = Store.empty()
    await spied.withLogic(setup: Settings.Setup(), store: store) { logic, _, _, tasks in
      logic.showPopulationInMillions(true)
      logic.orderResults(by: .population)
      logic.showPopulationInMillions(false)
      await tasks.waitUntilFinished()
    }
    let kept = try await store.account(Act2DCStub.user.id).get(
      Preferences.cacheKey, in: AtlasStore.preferences)
    #expect(kept == Preferences(showsPopulationInMillions: false, resultOrder: .population))
  }

  @Test func aChangeThatCannotBeSavedGoesBackToWhatTheStoreHoldsAndSaysWhy() async throws {
    let folder = try TemporaryFolder.made()
    let store = try Store.refusing(
      recordsWithout: "\"Population\"", in: AtlasStore.preferences.name, folder: folder)
    await spied.withLogic(setup: Settings.Setup(), store: store) { logic, presenter, _, tasks in
      logic.showPopulationInMillions(true)
      await tasks.waitUntilFinished()

      let calls = presenter.log.calls
      #expect(calls.map(\.name) == ["showPreferences", "showStoreFailure"])
      #expect(calls.last?.arguments.first?.contains("refused by the test") == true)
      presenter.log.assertCalls(calls)
      #expect(logic.state.preferences == Preferences())
    }
  }

  @Test func aFailedChangeThatALaterWriteSavesStaysAsThePersonSetIt() async throws {
    let folder = try TemporaryFolder.made()
    // Only preferences listing by population are kept: the first write fails, the second,
    // which holds the first change too, is saved.
    let store = try Store.refusing(
      recordsWithout: "\"Population\"", in: AtlasStore.preferences.name, folder: folder)
    let set = Preferences(showsPopulationInMillions: true, resultOrder: .population)
    await spied.withLogic(setup: Settings.Setup(), store: store) { logic, _, _, tasks in
      logic.showPopulationInMillions(true)
      logic.orderResults(by: .population)
      await tasks.waitUntilFinished()

      // The presenter spy fails the test on any call: no alert, no control put back.
      #expect(logic.state.preferences == set)
      #expect(logic.state.savedPreferences == set)
    }
    let kept = try await store.account(Act2DCStub.user.id).get(
      Preferences.cacheKey, in: AtlasStore.preferences)
    #expect(kept == set)
  }

  // MARK: - Clearing the cache

  @Test func clearCacheForgetsServerAnswersButKeepsFavorites() async throws {
    let cache = try await cacheOfAnswersAndAFavorite()
    await spied.withLogic(setup: Settings.Setup(), cache: cache) { logic, presenter, _, tasks in
      logic.clearCache()
      await tasks.waitUntilFinished()

      let statistics = await cache.statistics()
      #expect(statistics.entries == 1)
      presenter.assertCalls { $0.showStatistics(statistics) }
      #expect(logic.state.statistics == statistics)
    }
    await assertForgotAnswersButKeptTheFavorite(cache)
  }

  // MARK: - Signing out

  @Test func signOutEndsTheSessionAtTheServerAndShowsWelcome() async throws {
    let server = loggingOut()
    await spied.withLogic(setup: Settings.Setup(), server: server) {
      logic, presenter, navigator, tasks in
      await signOut(logic, presenter, navigator, tasks)

      #expect(logic.state.isSigningOut)
    }
    #expect(server.requests.map(\.target) == ["/logout"])
  }

  @Test(arguments: [ServerError.unreachable, .timedOut, .http(status: 500, excerpt: "")])
  func aFailedLogoutStillSignsOutHere(failure: ServerError) async throws {
    let server = ServerStub()
    server.fail(.post, "/logout", with: failure)
    await spied.withLogic(setup: Settings.Setup(), server: server) {
      logic, presenter, navigator, tasks in
      await signOut(logic, presenter, navigator, tasks)
    }
  }

  @Test func signOutForgetsTheAccountsServerAnswersButKeepsItsFavorites() async throws {
    let cache = try await cacheOfAnswersAndAFavorite()
    await spied.withLogic(setup: Settings.Setup(), server: loggingOut(), cache: cache) {
      logic, presenter, navigator, tasks in
      await signOut(logic, presenter, navigator, tasks)
    }
    await assertForgotAnswersButKeptTheFavorite(cache)
  }

  @Test func signingOutAsksFirstAndNothingHappensUntilConfirmed() async {
    // No server: a logout request would fail the test.
    await spied.withLogic(setup: Settings.Setup()) { logic, presenter, _, tasks in
      presenter.expect { $0.confirmSignOut() }

      logic.signOut()
      await tasks.waitUntilFinished()

      #expect(!logic.state.isSigningOut)
    }
  }

  @Test func aSecondSignOutWhileSigningOutDoesNothing() async {
    await spied.withLogic(setup: Settings.Setup(), server: loggingOut()) {
      logic, presenter, navigator, tasks in
      presenter.expect {
        $0.confirmSignOut()
        $0.showSigningOut()
      }
      navigator.expect { $0.showWelcome() }

      logic.signOut()
      logic.confirmSignOut()
      logic.signOut()
      logic.confirmSignOut()
      await tasks.waitUntilFinished()
    }
  }

  // MARK: - Building the logic

  /// A server that ends the session.
  private func loggingOut() -> ServerStub {
    let server = ServerStub()
    server.answer(.post, "/logout", status: 204)
    return server
  }

  /// A cache holding two server answers and one of the signed-in person's favorites.
  private func cacheOfAnswersAndAFavorite() async throws -> CacheDouble {
    let cache = CacheDouble.inMemory(clock: ManualClock())
    try await cache.namespace("suggest").set([CountrySummary.germany], forKey: "ger")
    try await cache.namespace("countries").set(Country.germany, forKey: "DEU")
    try await cache.namespace("favorites/user-ada").set(true, forKey: "DEU")
    return cache
  }

  /// Checks that the cache from ``cacheOfAnswersAndAFavorite()`` lost both answers and still
  /// holds the favorite.
  private func assertForgotAnswersButKeptTheFavorite(
    _ cache: CacheDouble, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let suggested = await cache.namespace("suggest").value(of: [CountrySummary].self, forKey: "ger")
    let country = await cache.namespace("countries").value(of: Country.self, forKey: "DEU")
    let favorite = await cache.namespace("favorites/user-ada").value(of: Bool.self, forKey: "DEU")
    #expect(suggested == nil, sourceLocation: sourceLocation)
    #expect(country == nil, sourceLocation: sourceLocation)
    #expect(favorite == true, sourceLocation: sourceLocation)
  }

  /// Asks to sign out, confirms, and checks that the scene showed it signing out, then Welcome.
  private func signOut(
    _ logic: SettingsLogic, _ presenter: SettingsPresenterSpy,
    _ navigator: SettingsNavigatorSpy, _ tasks: SceneTasks,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    logic.signOut()
    logic.confirmSignOut()
    await tasks.waitUntilFinished()

    presenter.assertCalls(sourceLocation: sourceLocation) {
      $0.confirmSignOut()
      $0.showSigningOut()
    }
    navigator.assertCalls(sourceLocation: sourceLocation) { $0.showWelcome() }
  }
}
