import DLC
import Synchronization
import Testing

/// Following a source of values through a scene's tasks.
@MainActor
@Suite struct SceneFollowerTests {
  /// A source that delivers from another thread, as a store's actor does, and says whether it
  /// was stopped.
  final class Source: Sendable {
    private let state = Mutex<(deliver: (@Sendable (Int) -> Void)?, isStopped: Bool)>((nil, false))

    var isStopped: Bool { state.withLock { $0.isStopped } }

    /// What `SceneTasks.follow` is given: delivers 0 at once, from another task.
    func subscribe(_ deliver: @escaping @Sendable (Int) -> Void) -> @Sendable () -> Void {
      state.withLock { $0.deliver = deliver }
      Task.detached { deliver(0) }
      return { self.state.withLock { $0 = (nil, true) } }
    }

    /// Delivers a value from another task and returns once it has been delivered, as a write
    /// returns once its followers have been told.
    func send(_ value: Int) async {
      let deliver = state.withLock { $0.deliver }
      await Task.detached { deliver?(value) }.value
    }
  }

  @Test func settlingWaitsUntilADeliveredValueHasReachedTheScene() async {
    let (_, stage, scene) = Stage.onAManualClock(showing: SceneController(title: "Follower"))
    let source = Source()
    var received: [Int] = []
    scene.tasks.follow(source.subscribe) { received.append($0) }
    await stage.settle()
    #expect(received == [0])
    for value in 1...50 {
      await source.send(value)
      await stage.settle()
      #expect(received.last == value)
    }
    #expect(received == Array(0...50))
  }

  @Test func aFollowerWaitingForAChangeDoesNotHoldUpSettling() async {
    let (_, stage, scene) = Stage.onAManualClock(showing: SceneController(title: "Follower"))
    let source = Source()
    scene.tasks.follow(source.subscribe) { _ in }
    await stage.settle()
    #expect(!stage.hasWorkInFlight)
  }

  @Test func leavingTheStageStopsTheSourceAndHandsTheSceneNothingMore() async throws {
    let stage = Stage(clock: ManualClock())
    stage.setRoot(SceneController(title: "Root"))
    let scene = SceneController(title: "Follower")
    stage.push(scene)
    let source = Source()
    var received: [Int] = []
    scene.tasks.follow(source.subscribe) { received.append($0) }
    await stage.settle()
    try stage.pop()
    await stage.settle()
    #expect(source.isStopped)
    await source.send(1)
    await stage.settle()
    #expect(received == [0])
  }

  @Test func waitingForTheTasksWaitsForTheFirstValue() async {
    let tasks = SceneTasks()
    let source = Source()
    var received: [Int] = []
    tasks.follow(source.subscribe) { received.append($0) }
    await tasks.waitUntilFinished()
    #expect(received == [0])
    tasks.cancelAll()
    #expect(source.isStopped)
  }
}
