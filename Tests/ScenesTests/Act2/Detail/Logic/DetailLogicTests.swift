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
@Suite struct DetailLogicTests {
  private let spied = SpiedLogic<DetailLogic, DetailPresenterSpy, DetailNavigatorSpy>()

  /// Every test's scene: Germany's page.
  private let germany = Detail.Setup(country: .germany)
  /// Where a test keeps a store that must be a file.
  private let folder: TemporaryFolder

  init() throws {
    folder = try .made()
  }

  // MARK: - Loading

  @Test func startShowsTheNameThenTheCountryInFull() async {
    let server = servingGermany()
    await spied.withLogic(setup: germany, server: server) { logic, presenter, _, tasks in
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
    let server = servingGermany()
    let cache = CacheDouble.inMemory(clock: ManualClock())
    for _ in 1...2 {
      await spied.withLogic(setup: germany, server: server, cache: cache) {
        logic, presenter, _, tasks in
        await startShowingGermany(logic, presenter, tasks)
      }
    }
    #expect(server.requests(.get, "/countries/DEU").count == 1)
  }

  @Test func aCountryIsCachedInTheCountriesNamespace() async {
    let cache = CacheDouble.inMemory(clock: ManualClock())
    await spied.withLogic(setup: germany, server: servingGermany(), cache: cache) {
      logic, presenter, _, tasks in
      await startShowingGermany(logic, presenter, tasks)
    }
    #expect(await cache.namespace("countries").value(of: Country.self, forKey: "DEU") == .germany)
  }

  // MARK: - Favorites

  @Test func aFavoriteOfThePersonIsShownAsOne() async throws {
    let store = Store.empty()
    try await store.favor([.germany])
    await spied.withLogic(setup: germany, cache: try await cachingGermany(), store: store) {
      logic, presenter, _, tasks in
      await startShowingGermany(logic, presenter, tasks, favorite: true)
      #expect(logic.state.isFavorite)
    }
  }

  @Test func anotherPersonsFavoriteIsNotTheirs() async throws {
    let store = Store.empty()
    try await store.favor([.germany], for: "someone-else")
    await spied.withLogic(setup: germany, cache: try await cachingGermany(), store: store) {
      logic, presenter, _, tasks in
      await startShowingGermany(logic, presenter, tasks, favorite: false)
    }
  }

  @Test func toggleFavoriteAddsTheCountryThenRemovesIt() async throws {
    let store = Store.empty()
    await withGermanyShown(store: store) { logic, presenter, tasks in
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
    let store = Store.empty()
    await withGermanyShown(store: store) { logic, presenter, tasks in
      try? await store.favor([.germany])
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showFavorite(true) }
      #expect(logic.state.isFavorite)
      tasks.cancelAll()
    }
  }

  @Test func quickTogglesAreEachCountedAndTheButtonEndsAsTheStore() async throws {
    let store = Store.empty()
    await withGermanyShown(store: store) { logic, presenter, tasks in
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
    let store = Store.empty()
    await spied.withLogic(setup: germany, server: servingGermany(), store: store) {
      logic, presenter, _, tasks in
      logic.start()
      logic.toggleFavorite()
      await tasks.waitUntilFinished()

      assertShowsGermany(presenter)
      #expect(!logic.state.isFavorite)
    }
    #expect((try? await store.favorites()) == [])
  }

  @Test func toggleFavoriteIsIgnoredBeforeTheSceneStarts() async {
    // No cache: storing a favorite would fail the test.
    await spied.withLogic(setup: germany, cache: nil) { logic, presenter, _, _ in
      presenter.expect { _ in }

      logic.toggleFavorite()

      #expect(logic.state == Detail.State())
    }
  }

  @Test func favoritesThatCannotBeReadHoldTheButtonAndTheSceneSettles() async throws {
    let store = try await Store.damaged(in: folder)
    await spied.withLogic(setup: germany, server: servingGermany(), store: store) {
      logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      presenter.assertCalls {
        $0.showLoading(.germany)
        $0.showCountry(.germany, preferences: Preferences())
        $0.showFavoritesUnreadable()
        $0.showNote("")
      }
      #expect(logic.state.favoritesFailure != nil)
      tasks.cancelAll()
    }
  }

  // MARK: - Server failures

  @Test(arguments: [ServerError.unreachable, .timedOut])
  func aServerThatDoesNotAnswerIsReportedWithTheCountry(failure: ServerError) async {
    await spied.withLogic(setup: germany, server: failing(with: failure)) {
      logic, presenter, _, tasks in
      await startFailing(logic, presenter, tasks, with: failure)
      #expect(logic.state == Detail.State())
    }
  }

  @Test func aServerErrorIsReportedWithItsStatus() async {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", status: 500, text: "Database down")
    await spied.withLogic(setup: germany, server: server) { logic, presenter, _, tasks in
      await startFailing(
        logic, presenter, tasks, with: .http(status: 500, excerpt: "Database down"))
    }
  }

  @Test func anUnreadableAnswerIsReported() async {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", json: CountrySummary.germany)
    await spied.withLogic(setup: germany, server: server) { logic, presenter, _, tasks in
      logic.start()
      await tasks.waitUntilFinished()

      let calls = presenter.log.calls
      #expect(calls.map(\.name) == ["showLoading", "showServerFailure"])
      #expect(calls.last?.arguments.first?.contains(": Country at capital: ") == true)
      presenter.log.assertCalls(calls)
    }
  }

  @Test func dismissingAFailureGoesBack() async {
    await spied.withLogic(setup: germany, server: failing(with: .unreachable)) {
      logic, presenter, navigator, tasks in
      await startFailing(logic, presenter, tasks, with: .unreachable)
      navigator.expect { $0.close() }

      logic.dismissFailure()
    }
  }

  @Test func dismissingAFailureWithTheCountryShownStaysOnIt() async {
    await withGermanyShown(store: Store.empty()) { logic, _, _ in
      // The navigator spy fails the test on a call it was not told to expect.
      logic.dismissFailure()
      #expect(logic.state.country == .germany)
    }
  }

  // MARK: - The note

  @Test func aNoteIsKeptForThePersonAndTheCountry() async throws {
    let store = Store.empty()
    await withGermanyShown(store: store) { logic, presenter, tasks in
      logic.changeNote(to: "Visit in May")
      await tasks.waitUntilFinished()

      #expect(logic.state.note == "Visit in May")
    }
    try await assertKeptNote("Visit in May", in: store)
  }

  @Test func aNoteThatCannotBeSavedStaysAndIsSaidToBeNotSaved() async throws {
    let store = try storeKeepingOnlyNotesOfMay()
    await withGermanyShown(store: store) { logic, presenter, tasks in
      logic.changeNote(to: "Visit soon")
      await tasks.waitUntilFinished()

      let calls = presenter.log.calls
      #expect(calls.map(\.name) == ["showNoteNotSaved"])
      #expect(calls.first?.arguments.first?.contains("refused by the test") == true)
      presenter.log.assertCalls(calls)
      #expect(logic.state.note == "Visit soon")
      #expect(logic.state.noteFailure != nil)
    }
  }

  @Test func aNoteSavedAfterAFailedWriteIsNoLongerSaidToBeNotSaved() async throws {
    let store = try storeKeepingOnlyNotesOfMay()
    await withGermanyShown(store: store) { logic, presenter, tasks in
      logic.changeNote(to: "Visit soon")
      await tasks.waitUntilFinished()
      presenter.log.assertCalls(presenter.log.calls)

      logic.changeNote(to: "Visit in May")
      await tasks.waitUntilFinished()

      presenter.assertCalls { $0.showNoteSaved() }
      #expect(logic.state.noteFailure == nil)
    }
    try await assertKeptNote("Visit in May", in: store)
  }

  @Test func aFailedNoteWriteThatALaterWriteSavesSaysNothing() async throws {
    let store = try storeKeepingOnlyNotesOfMay()
    await withGermanyShown(store: store) { logic, _, tasks in
      // The first write fails, the second holds its text and more, and is saved: the presenter
      // spy fails the test on any call.
      logic.changeNote(to: "Visit")
      logic.changeNote(to: "Visit in May")
      await tasks.waitUntilFinished()

      #expect(logic.state.noteFailure == nil)
    }
    try await assertKeptNote("Visit in May", in: store)
  }

  @Test func aKeptNoteAndThePreferredPopulationAreShownOnTheNextVisit() async throws {
    let store = Store.empty()
    let ada = store.account(Act2DCStub.user.id)
    try await ada.put(CountryNote(id: "DEU", text: "Visit in May"), in: AtlasStore.notes)
    let preferences = Preferences(showsPopulationInMillions: true)
    try await ada.put(preferences, in: AtlasStore.preferences)
    await spied.withLogic(setup: germany, server: servingGermany(), store: store) {
      logic, presenter, _, tasks in
      await startShowingGermany(
        logic, presenter, tasks, preferences: preferences, note: "Visit in May")
    }
  }

  @Test func aNoteIsIgnoredWhileTheCountryLoads() async {
    // No cache: storing a note would fail the test.
    await spied.withLogic(setup: germany, cache: nil) { logic, _, _, _ in
      logic.changeNote(to: "Too early")
      #expect(logic.state.note == "")
    }
  }

  // MARK: - Building the logic

  /// A store in the test's folder whose database refuses every note that does not mention May,
  /// as a full disk refuses a write.
  private func storeKeepingOnlyNotesOfMay() throws -> Store {
    try Store.refusing(recordsWithout: "May", in: AtlasStore.notes.name, folder: folder)
  }

  /// Checks the note the store keeps for the person about Germany.
  private func assertKeptNote(
    _ text: String, in store: Store, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let note = try await store.account(Act2DCStub.user.id).get("DEU", in: AtlasStore.notes)
    #expect(note?.text == text, sourceLocation: sourceLocation)
  }

  /// Runs a test on Germany's page once the server's answer is shown, with no favorite and no
  /// note, the person's favorites and notes kept in the store.
  private func withGermanyShown(
    store: Store, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @MainActor (DetailLogic, DetailPresenterSpy, SceneTasks) async throws -> Void
  ) async rethrows {
    try await spied.withLogic(
      setup: germany, server: servingGermany(), store: store, sourceLocation: sourceLocation
    ) { logic, presenter, _, tasks in
      await startShowingGermany(logic, presenter, tasks, sourceLocation: sourceLocation)
      try await body(logic, presenter, tasks)
    }
  }

  /// A server that has Germany's page.
  private func servingGermany() -> ServerStub {
    let server = ServerStub()
    server.answer(.get, "/countries/DEU", json: Country.germany)
    return server
  }

  /// A server whose request for Germany's page fails.
  private func failing(with failure: ServerError) -> ServerStub {
    let server = ServerStub()
    server.fail(.get, "/countries/DEU", with: failure)
    return server
  }

  /// A cache that has Germany's page from an earlier visit; no server is needed.
  private func cachingGermany() async throws -> CacheDouble {
    let cache = CacheDouble.inMemory(clock: ManualClock())
    try await cache.namespace("countries").set(Country.germany, forKey: "DEU")
    return cache
  }

  /// Starts the logic and checks that it showed Germany as set up, with nothing else.
  private func startShowingGermany(
    _ logic: DetailLogic, _ presenter: DetailPresenterSpy, _ tasks: SceneTasks,
    favorite: Bool = false, preferences: Preferences = Preferences(), note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    logic.start()
    await tasks.waitUntilFinished()
    assertShowsGermany(
      presenter, favorite: favorite, preferences: preferences, note: note,
      sourceLocation: sourceLocation)
  }

  /// Checks that the presenter was told to show the loading Germany, then its whole page.
  private func assertShowsGermany(
    _ presenter: DetailPresenterSpy,
    favorite: Bool = false, preferences: Preferences = Preferences(), note: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    presenter.assertCalls(sourceLocation: sourceLocation) {
      $0.showLoading(.germany)
      $0.showCountry(.germany, preferences: preferences)
      $0.showFavorite(favorite)
      $0.showNote(note)
    }
  }

  /// Starts the logic and checks that it showed the loading Germany, then the failure.
  private func startFailing(
    _ logic: DetailLogic, _ presenter: DetailPresenterSpy, _ tasks: SceneTasks,
    with failure: ServerError, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    logic.start()
    await tasks.waitUntilFinished()
    presenter.assertCalls(sourceLocation: sourceLocation) {
      $0.showLoading(.germany)
      $0.showServerFailure(failure, country: .germany)
    }
  }
}
