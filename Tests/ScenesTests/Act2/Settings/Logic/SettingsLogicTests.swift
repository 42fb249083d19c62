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
    await spied.withLogic(setup: Settings.Setup(), dc: Act2DCStub(cache: cache)) {
      logic, presenter, _, tasks in
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
    await spied.withLogic(
      setup: Settings.Setup(), dc: Act2DCStub(cache: cache, store: store)
    ) { logic, presenter, _, tasks in
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
    await spied.withLogic(
      setup: Settings.Setup(), dc: Act2DCStub(cache: .inMemory(clock: ManualClock()), store: store)
    ) { logic, _, _, tasks in
      logic.showPopulationInMillions(true)
      logic.orderResults(by: .population)
      logic.showPopulationInMillions(false)
      await tasks.waitUntilFinished()
    }
    let kept = try await store.account(Act2DCStub.user.id).get(
      Preferences.cacheKey, in: AtlasStore.preferences)
    #expect(kept == Preferences(showsPopulationInMillions: false, resultOrder: .population))
  }

  // MARK: - Clearing the cache

  @Test func clearCacheForgetsServerAnswersButKeepsFavorites() async throws {
    let cache = CacheDouble.inMemory(clock: ManualClock())
    let suggestions = cache.namespace("suggest")
    let countries = cache.namespace("countries")
    let favorites = cache.namespace("favorites/user-ada")
    try await suggestions.set([CountrySummary.germany], forKey: "ger")
    try await countries.set(Country.germany, forKey: "DEU")
    try await favorites.set(true, forKey: "DEU")
    await spied.withLogic(setup: Settings.Setup(), dc: Act2DCStub(cache: cache)) {
      logic, presenter, _, tasks in
      logic.clearCache()
      await tasks.waitUntilFinished()

      let statistics = await cache.statistics()
      #expect(statistics.entries == 1)
      presenter.assertCalls { $0.showStatistics(statistics) }
      #expect(logic.state.statistics == statistics)
    }
    #expect(await suggestions.value(of: [CountrySummary].self, forKey: "ger") == nil)
    #expect(await countries.value(of: Country.self, forKey: "DEU") == nil)
    #expect(await favorites.value(of: Bool.self, forKey: "DEU") == true)
  }

  // MARK: - Signing out

  @Test func signOutEndsTheSessionAtTheServerAndShowsWelcome() async throws {
    let server = ServerStub()
    server.answer(.post, "/logout", status: 204)
    await spied.withLogic(
      setup: Settings.Setup(),
      dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()))
    ) { logic, presenter, navigator, tasks in
      presenter.expect {
        $0.confirmSignOut()
        $0.showSigningOut()
      }
      navigator.expect { $0.showWelcome() }

      logic.signOut()
      logic.confirmSignOut()
      await tasks.waitUntilFinished()

      #expect(logic.state.isSigningOut)
    }
    #expect(server.requests.map(\.target) == ["/logout"])
  }

  @Test(arguments: [ServerError.unreachable, .timedOut, .http(status: 500, excerpt: "")])
  func aFailedLogoutStillSignsOutHere(failure: ServerError) async throws {
    let server = ServerStub()
    server.fail(.post, "/logout", with: failure)
    await spied.withLogic(
      setup: Settings.Setup(),
      dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()))
    ) { logic, presenter, navigator, tasks in
      presenter.expect {
        $0.confirmSignOut()
        $0.showSigningOut()
      }
      navigator.expect { $0.showWelcome() }

      logic.signOut()
      logic.confirmSignOut()
      await tasks.waitUntilFinished()
    }
  }

  @Test func signOutForgetsTheAccountsServerAnswersButKeepsItsFavorites() async throws {
    let server = ServerStub()
    server.answer(.post, "/logout", status: 204)
    let cache = CacheDouble.inMemory(clock: ManualClock())
    try await cache.namespace("suggest").set([CountrySummary.germany], forKey: "ger")
    try await cache.namespace("countries").set(Country.germany, forKey: "DEU")
    try await cache.namespace("favorites/user-ada").set(true, forKey: "DEU")
    await spied.withLogic(
      setup: Settings.Setup(), dc: Act2DCStub(server: server, cache: cache)
    ) { logic, presenter, navigator, tasks in
      presenter.expect {
        $0.confirmSignOut()
        $0.showSigningOut()
      }
      navigator.expect { $0.showWelcome() }

      logic.signOut()
      logic.confirmSignOut()
      await tasks.waitUntilFinished()
    }
    #expect(await cache.namespace("suggest").value(of: [CountrySummary].self, forKey: "ger") == nil)
    #expect(await cache.namespace("countries").value(of: Country.self, forKey: "DEU") == nil)
    #expect(await cache.namespace("favorites/user-ada").value(of: Bool.self, forKey: "DEU") == true)
  }

  @Test func signingOutAsksFirstAndNothingHappensUntilConfirmed() async {
    // No server: a logout request would fail the test.
    await spied.withLogic(
      setup: Settings.Setup(), dc: Act2DCStub(cache: .inMemory(clock: ManualClock()))
    ) {
      logic, presenter, _, tasks in
      presenter.expect { $0.confirmSignOut() }

      logic.signOut()
      await tasks.waitUntilFinished()

      #expect(!logic.state.isSigningOut)
    }
  }

  @Test func aSecondSignOutWhileSigningOutDoesNothing() async {
    let server = ServerStub()
    server.answer(.post, "/logout", status: 204)
    await spied.withLogic(
      setup: Settings.Setup(),
      dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()))
    ) { logic, presenter, navigator, tasks in
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
}
