import DLC
import DLCTesting
import ServerWorker
import StoreWorker
import Testing

extension Act2DCStub {
  /// Builds an act 2 logic with spies, tasks of its own and a container holding the given
  /// workers (any other worker fails the test when used); runs the test's body; waits for the
  /// logic's work; then checks that the test checked every spy call and that the logic, its
  /// spies, its tasks and the container were all freed.
  @MainActor
  static func withLogic<Logic: AnyObject, Presenter: SceneSpy, Navigator: SceneSpy>(
    server: ServerStub?,
    cache: CacheDouble?,
    store: Store = .empty(),
    sourceLocation: SourceLocation,
    makeLogic: @MainActor (Act2DCStub, Presenter, Navigator, SceneTasks) -> Logic,
    _ body: @MainActor (Logic, Presenter, Navigator, SceneTasks) async -> Void
  ) async {
    let tracker = LeakTracker()
    do {
      let dc = tracker.track(
        Act2DCStub(server: server, cache: cache, store: store, sourceLocation: sourceLocation))
      let presenter = tracker.track(Presenter())
      let navigator = tracker.track(Navigator())
      let tasks = tracker.track(SceneTasks())
      let logic = tracker.trackObjects(
        reachableFrom: makeLogic(dc, presenter, navigator, tasks))

      await body(logic, presenter, navigator, tasks)
      await tasks.waitUntilFinished()

      presenter.assertNoUnassertedCalls(sourceLocation: sourceLocation)
      navigator.assertNoUnassertedCalls(sourceLocation: sourceLocation)
    }
    tracker.assertFreed(sourceLocation: sourceLocation)
  }
}
