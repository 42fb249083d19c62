import CacheWorker
import DLC
import DLCTesting
import Foundation
import StoreWorker
import Testing

@testable import Scenes

/// Moving what an earlier Atlas kept in the cache folder into the store.
@MainActor
@Suite struct LegacyDataImportTests {
  private let user = Act2DCStub.user
  private let cache = CacheWorker()
  private let store = Store.empty()

  /// Writes favorites, a note and preferences where an earlier Atlas kept them.
  private func keepLegacyData(
    favorites: [CountrySummary], note: String, in cache: any CacheWorkerInterface
  ) async throws {
    let account = cache.namespace(Act2CacheNamespace.account(of: user))
    try await account.namespace("favorites/\(user.id)").set(
      FavoriteCountries.of(favorites), forKey: FavoriteCountries.cacheKey)
    try await account.namespace("notes/\(user.id)").set(note, forKey: "DEU")
    try await account.namespace("preferences/\(user.id)").set(
      Preferences(showsPopulationInMillions: true), forKey: Preferences.cacheKey)
  }

  @Test func theDataMovesIntoTheStoreAndLeavesTheCache() async throws {
    try await keepLegacyData(favorites: [.ghana, .germany], note: "Visit in May", in: cache)

    try await LegacyDataImport(cache: cache, store: store).run(for: user)

    let ada = store.account(user.id)
    #expect(try await store.favorites() == [.ghana, .germany])
    #expect(try await ada.get("DEU", in: AtlasStore.notes)?.text == "Visit in May")
    let preferences = try await ada.get(Preferences.cacheKey, in: AtlasStore.preferences)
    #expect(preferences?.showsPopulationInMillions == true)
    #expect(await cache.statistics().entries == 0)
  }

  @Test func theMoveRunsOnceAndNeverOverwritesWhatTheStoreHolds() async throws {
    try await store.favor([.georgia])
    try await keepLegacyData(favorites: [.germany], note: "first", in: cache)
    try await LegacyDataImport(cache: cache, store: store).run(for: user)
    try await keepLegacyData(favorites: [.ghana], note: "second", in: cache)

    try await LegacyDataImport(cache: cache, store: store).run(for: user)

    #expect(try await store.favorites() == [.georgia, .germany])
    let note = try await store.account(user.id).get("DEU", in: AtlasStore.notes)
    #expect(note?.text == "first")
  }

  @Test func aCacheFolderOfAnEarlierAtlasIsMovedAtTheFirstSignIn() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("LegacyDataImportTests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let demo = User(id: Account.demo.id, email: "", name: "")
    let earlier = CacheWorker(folder: folder.appendingPathComponent("cache"))
    let account = earlier.namespace(Act2CacheNamespace.account(of: demo))
    try await account.namespace("favorites/\(demo.id)").set(
      FavoriteCountries.of([.ghana]), forKey: FavoriteCountries.cacheKey)
    await earlier.flush()

    let atlas = Atlas(
      configuration: AtlasConfiguration(
        cacheFolder: folder.appendingPathComponent("cache"),
        storeFile: folder.appendingPathComponent("atlas.sqlite")))
    let harness = await SceneHarness(application: atlas)
    await harness.tap("signIn")
    await harness.type("demo@example.com", into: "email")
    await harness.type("atlas-demo-1", into: "password")
    await harness.tap("submit")
    await harness.selectTab("Favorites")

    #expect(harness.element("favorites", as: ListView.self)?.rows == ["Ghana"])
    let moved = try Store(file: folder.appendingPathComponent("atlas.sqlite"))
    #expect(try await moved.favorites(of: demo.id) == [.ghana])
  }
}
