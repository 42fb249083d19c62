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
@Suite struct DetailLogicTests {
  private let spied = SpiedLogic<DetailLogic, DetailPresenterSpy, DetailNavigatorSpy>()

  /// Every test's scene: Germany's page.
  private let setup = Detail.Setup(country: .germany)

  // MARK: - Loading

  @Test func startShowsTheNameThenTheCountryInFull() async {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", json: Country.germany)
    await spied.withLogic(
      setup: setup, dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()))
    ) { logic, presenter, _, tasks in
      logic.start()
      presenter.assertCalls { $0.showLoading(.germany) }
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showCountry(.germany, preferences: Preferences())
        $0.showFavorite(false)
        $0.showNote("")
      }
      #expect(logic.state == Detail.State(country: .germany, isFavorite: false))
      #expect(server.requests.map(\.target) == ["/countries/DEU"])
    }
  }

  @Test func aSecondVisitShowsTheCountryFromTheCacheWithoutARequest() async {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", json: Country.germany)
    let cache = CacheDouble.inMemory(clock: ManualClock())
    for _ in 1...2 {
      await spied.withLogic(setup: setup, dc: Act2DCStub(server: server, cache: cache)) {
        logic, presenter, _, tasks in
        logic.start()
        await tasks.waitUntilFinished()

        presenter.assertCalls {
          $0.showLoading(.germany)
          $0.showCountry(.germany, preferences: Preferences())
          $0.showFavorite(false)
          $0.showNote("")
        }
      }
    }
    #expect(server.requests(.get, "/countries/DEU").count == 1)
  }

  @Test func aCountryIsCachedInTheCountriesNamespace() async {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", json: Country.germany)
    let cache = CacheDouble.inMemory(clock: ManualClock())
    await spied.withLogic(setup: setup, dc: Act2DCStub(server: server, cache: cache)) {
      logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showLoading(.germany)
        $0.showCountry(.germany, preferences: Preferences())
        $0.showFavorite(false)
        $0.showNote("")
      }
    }
    #expect(await cache.namespace("countries").value(of: Country.self, forKey: "DEU") == .germany)
  }

  // MARK: - Favorites

  @Test func aFavoriteOfThePersonIsShownAsOne() async throws {
    let cache = CacheDouble.inMemory(clock: ManualClock())
    let store = Store.empty()
    try await store.favor([.germany])
    try await cache.namespace("countries").set(Country.germany, forKey: "DEU")
    await spied.withLogic(setup: setup, dc: Act2DCStub(cache: cache, store: store)) {
      logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showLoading(.germany)
        $0.showCountry(.germany, preferences: Preferences())
        $0.showFavorite(true)
        $0.showNote("")
      }
      #expect(logic.state.isFavorite)
    }
  }

  @Test func anotherPersonsFavoriteIsNotTheirs() async throws {
    let cache = CacheDouble.inMemory(clock: ManualClock())
    let store = Store.empty()
    try await store.favor([.germany], for: "someone-else")
    try await cache.namespace("countries").set(Country.germany, forKey: "DEU")
    await spied.withLogic(setup: setup, dc: Act2DCStub(cache: cache, store: store)) {
      logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showLoading(.germany)
        $0.showCountry(.germany, preferences: Preferences())
        $0.showFavorite(false)
        $0.showNote("")
      }
    }
  }

  @Test func toggleFavoriteAddsTheCountryThenRemovesIt() async throws {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", json: Country.germany)
    let store = Store.empty()
    await spied.withLogic(
      setup: setup,
      dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()), store: store)
    ) {
      logic, presenter, _, tasks in
      await startShowingGermany(logic, presenter, tasks)

      logic.toggleFavorite()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorite(true) }
      #expect(logic.state.isFavorite)
      #expect((try? await store.favorites()) == [.germany])

      logic.toggleFavorite()
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorite(false) }
      #expect(!logic.state.isFavorite)
      #expect((try? await store.favorites()) == [])
      tasks.cancelAll()
    }
  }

  @Test func aFavoriteChangedElsewhereIsShownByItself() async throws {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", json: Country.germany)
    let store = Store.empty()
    await spied.withLogic(
      setup: setup,
      dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()), store: store)
    ) {
      logic, presenter, _, tasks in
      await startShowingGermany(logic, presenter, tasks)

      try? await store.favor([.germany])
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorite(true) }
      #expect(logic.state.isFavorite)
      tasks.cancelAll()
    }
  }

  @Test func quickTogglesAreEachCountedAndTheButtonEndsAsTheStore() async throws {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", json: Country.germany)
    let store = Store.empty()
    await spied.withLogic(
      setup: setup,
      dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()), store: store)
    ) {
      logic, presenter, _, tasks in
      await startShowingGermany(logic, presenter, tasks)

      for _ in 1...5 {
        logic.toggleFavorite()
      }
      await tasks.waitUntilFinished()

      // Each tap shows its outcome at once; commits confirming earlier taps may follow.
      let calls = presenter.log.calls
      #expect(
        calls.prefix(5).map(\.arguments) == [["true"], ["false"], ["true"], ["false"], ["true"]])
      #expect(calls.last?.arguments == ["true"])
      presenter.log.assertCalls(calls)
      #expect(logic.state.isFavorite)
      #expect((try? await store.favorites()) == [.germany])
      tasks.cancelAll()
    }
  }

  @Test func toggleFavoriteIsIgnoredWhileTheCountryLoads() async throws {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", json: Country.germany)
    let store = Store.empty()
    await spied.withLogic(
      setup: setup,
      dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()), store: store)
    ) {
      logic, presenter, _, tasks in
      logic.start()
      logic.toggleFavorite()
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showLoading(.germany)
        $0.showCountry(.germany, preferences: Preferences())
        $0.showFavorite(false)
        $0.showNote("")
      }
      #expect(!logic.state.isFavorite)
    }
    #expect((try? await store.favorites()) == [])
  }

  @Test func toggleFavoriteIsIgnoredBeforeTheSceneStarts() async {
    // No cache: storing a favorite would fail the test.
    await spied.withLogic(setup: setup, dc: Act2DCStub()) { logic, presenter, _, _ in
      presenter.expect { _ in }

      logic.toggleFavorite()

      #expect(logic.state == Detail.State())
    }
  }

  // MARK: - Server failures

  @Test func anUnreachableServerIsReportedWithTheCountry() async {
    let server = ServerStub()
    server.fail(.get, "/countries/DEU", with: .unreachable)
    await spied.withLogic(
      setup: setup, dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()))
    ) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showLoading(.germany)
        $0.showServerFailure(.unreachable, country: .germany)
      }
      #expect(logic.state == Detail.State())
    }
  }

  @Test func aServerThatTimesOutIsReportedWithTheCountry() async {
    let server = ServerStub()
    server.fail(.get, "/countries/DEU", with: .timedOut)
    await spied.withLogic(
      setup: setup, dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()))
    ) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showLoading(.germany)
        $0.showServerFailure(.timedOut, country: .germany)
      }
    }
  }

  @Test func aServerErrorIsReportedWithItsStatus() async {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", status: 500, text: "Database down")
    await spied.withLogic(
      setup: setup, dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()))
    ) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showLoading(.germany)
        $0.showServerFailure(.http(status: 500, excerpt: "Database down"), country: .germany)
      }
    }
  }

  @Test func anUnreadableAnswerIsReported() async {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", json: CountrySummary.germany)
    await spied.withLogic(
      setup: setup, dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()))
    ) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      let calls = presenter.log.calls
      #expect(calls.map(\.name) == ["showLoading", "showServerFailure"])
      #expect(
        calls.last?.arguments.first?.contains(
          ": Country at capital: ")
          == true)
      presenter.log.assertCalls(calls)
    }
  }

  @Test func dismissingAFailureGoesBack() async {
    let server = ServerStub()
    server.fail(.get, "/countries/DEU", with: .unreachable)
    await spied.withLogic(
      setup: setup, dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()))
    ) { logic, presenter, navigator, tasks in
      logic.start()
      await tasks.waitUntilFinished()
      presenter.assertCalls {
        $0.showLoading(.germany)
        $0.showServerFailure(.unreachable, country: .germany)
      }
      navigator.expect { $0.close() }

      logic.dismissFailure()
    }
  }

  // MARK: - The note

  @Test func aNoteIsKeptForThePersonAndTheCountry() async throws {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", json: Country.germany)
    let store = Store.empty()
    await spied.withLogic(
      setup: setup,
      dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()), store: store)
    ) {
      logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      logic.changeNote(to: "Visit in May")
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showLoading(.germany)
        $0.showCountry(.germany, preferences: Preferences())
        $0.showFavorite(false)
        $0.showNote("")
      }
      #expect(logic.state.note == "Visit in May")
    }
    let note = try await store.account(Act2DCStub.user.id).get("DEU", in: AtlasStore.notes)
    #expect(note?.text == "Visit in May")
  }

  @Test func aKeptNoteAndThePreferredPopulationAreShownOnTheNextVisit() async throws {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", json: Country.germany)
    let store = Store.empty()
    let ada = store.account(Act2DCStub.user.id)
    try await ada.put(CountryNote(id: "DEU", text: "Visit in May"), in: AtlasStore.notes)
    let preferences = Preferences(showsPopulationInMillions: true)
    try await ada.put(preferences, in: AtlasStore.preferences)
    await spied.withLogic(
      setup: setup,
      dc: Act2DCStub(server: server, cache: .inMemory(clock: ManualClock()), store: store)
    ) {
      logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showLoading(.germany)
        $0.showCountry(.germany, preferences: preferences)
        $0.showFavorite(false)
        $0.showNote("Visit in May")
      }
    }
  }

  @Test func aNoteIsIgnoredWhileTheCountryLoads() async {
    // No cache: storing a note would fail the test.
    await spied.withLogic(setup: setup, dc: Act2DCStub()) { logic, _, _, _ in
      logic.changeNote(to: "Too early")
      #expect(logic.state.note == "")
    }
  }

  // MARK: - Building the logic

  /// Starts the logic and checks that it showed Germany, no favorite, with no note.
  private func startShowingGermany(
    _ logic: DetailLogic, _ presenter: DetailPresenterSpy, _ tasks: SceneTasks,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    logic.start()
    await tasks.waitUntilFinished()
    presenter.assertCalls(sourceLocation: sourceLocation) {
      $0.showLoading(.germany)
      $0.showCountry(.germany, preferences: Preferences())
      $0.showFavorite(false)
      $0.showNote("")
    }
  }
}
