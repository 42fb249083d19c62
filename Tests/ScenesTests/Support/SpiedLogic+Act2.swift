import CacheWorker
import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import StoreWorker
import Testing

@testable import Scenes

extension SpiedLogic {
  /// Runs a test of an act 2 scene's logic in an ``Act2DCStub`` holding the workers handed in.
  ///
  /// A clock or server left out fails the test when used; the cache is one in memory unless
  /// the test hands in its own, or `nil` for none, and then using it fails the test.
  func withLogic<Parts: SceneParts>(
    setup: Parts.Setup,
    clock: ManualClock? = nil,
    server: ServerStub? = nil,
    cache: CacheDouble? = .inMemory(clock: ManualClock()),
    store: Store = .empty(),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @MainActor (Logic, PresenterSpy, NavigatorSpy, SceneTasks) async throws -> Void
  ) async rethrows where Logic: SceneLogic<Parts>, Parts.Dependencies == any Act2DCInterface {
    try await withLogic(
      setup: setup,
      dc: Act2DCStub(
        clock: clock, server: server, cache: cache, store: store, sourceLocation: sourceLocation),
      sourceLocation: sourceLocation, body)
  }
}
