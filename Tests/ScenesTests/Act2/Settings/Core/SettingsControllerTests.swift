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
@Suite struct SettingsControllerTests {
  private let harness = SceneHarness()
  private let server = ServerStub()
  private let cache: CacheDouble
  private let store = Store.empty()
  private let dc: Act2DCStub

  init() {
    cache = .inMemory(clock: harness.clock)
    dc = Act2DCStub(clock: harness.clock, server: server, cache: cache, store: store)
  }

  @Test func theCacheFiguresAreShown() async throws {
    try await fillCache()

    let harness = await showSettings()

    #expect(harness.text(of: "cache") == "3 entries, 1 hit, 1 miss")
    assertSnapshot(of: harness)
    await harness.assertAllScenesFreed()
  }

  @Test func clearingTheCacheKeepsOnlyTheFavorites() async throws {
    try await fillCache()
    let harness = await showSettings()

    await harness.tap("clearCache")

    #expect(harness.text(of: "cache") == "1 entry, 1 hit, 1 miss")
    await harness.assertAllScenesFreed()
  }

  @Test func signingOutShowsWelcomeAndFreesEveryAct2Scene() async {
    server.answer(.post, "/logout", status: 204)
    let harness = await showSettings()

    await harness.tap("signOut")
    #expect(harness.stage.alert?.style == .confirmation)
    await harness.tap("confirm")

    #expect(harness.topScene?.name == "Welcome")
    #expect(harness.stage.navigationStack.count == 1)
    #expect(!harness.stage.isShowingModal)
    await harness.assertDepartedScenesFreed()
    await harness.assertAllScenesFreed()
  }

  @Test func cancellingTheConfirmationKeepsTheSession() async {
    // No logout is answered: a request would fail the test.
    let harness = await showSettings()

    await harness.tap("signOut")
    assertSnapshot(of: harness)
    await harness.tap("cancel")

    #expect(harness.topScene?.name == "Settings")
    #expect(harness.stage.alert == nil)
    await harness.assertAllScenesFreed()
  }

  @Test func thePreferencesAreSetWithTheToggleAndTheChoice() async {
    let harness = await showSettings()

    await harness.toggle("millions")
    await harness.choose("Population", in: "order")

    #expect(harness.stage.snapshot().element(withID: "millions")?.isOn == true)
    #expect(harness.text(of: "order") == "Population")
    let kept = try? await store.account(Act2DCStub.user.id).get(
      Preferences.cacheKey, in: AtlasStore.preferences)
    #expect(kept == Preferences(showsPopulationInMillions: true, resultOrder: .population))
    await harness.assertAllScenesFreed()
  }

  @Test func goingBackClosesSettings() async {
    let harness = await showSettings()

    await harness.back()

    #expect(harness.topScene?.name == "Search")
    #expect(!harness.stage.isShowingModal)
    await harness.assertDepartedScenesFreed()
    await harness.assertAllScenesFreed()
  }

  /// Stores an answer of each kind and a favorite, then looks up one key that is there and one
  /// that is not.
  private func fillCache() async throws {
    try await cache.namespace("suggest").set([CountrySummary.germany], forKey: "ger")
    try await cache.namespace("countries").set(Country.germany, forKey: "DEU")
    try await cache.namespace("favorites/user-ada").set(true, forKey: "DEU")
    _ = await cache.namespace("suggest").value(of: [CountrySummary].self, forKey: "ger")
    _ = await cache.namespace("suggest").value(of: [CountrySummary].self, forKey: "gh")
  }

  /// Shows Settings over Search, as its button does.
  private func showSettings() async -> SceneHarness {
    await harness.show(dc.factory.scene(.search(Search.Setup())))
    await harness.tap("settings")
    return harness
  }
}
