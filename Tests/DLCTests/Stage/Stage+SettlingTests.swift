import DLC
import Testing

@MainActor
@Suite struct StageSettlingTests {
  var (clock, stage, scene) = Stage.onAManualClock(showing: SampleController())

  @Test func settleWaitsForTrackedWorkOffTheMainActor() async {
    var result: Int?
    scene.tasks.perform {
      await Worker().compute(21)
    } then: { outcome in
      if case .success(let value) = outcome { result = value }
    }
    await stage.settle()
    #expect(result == 42)
    #expect(!stage.hasWorkInFlight)
  }

  @Test func settleWaitsForADebouncedActionOnlyOnceTheClockPassesIt() async {
    var fired = 0
    let debouncer = Debouncer(delay: .milliseconds(300), clock: clock, tasks: scene.tasks)
    debouncer.schedule { fired += 1 }
    await stage.settle()
    #expect(fired == 0)
    #expect(clock.pendingTimerCount == 1)
    clock.advance(by: .milliseconds(299))
    await stage.settle()
    #expect(fired == 0)
    clock.advance(by: .milliseconds(1))
    await stage.settle()
    #expect(fired == 1)
  }

  @Test func workThatSleepsInsideAWorkerCountsAsIdle() async {
    var done = false
    scene.tasks.perform { [clock] in
      await Worker().wait(on: clock, for: .seconds(2))
    } then: { _ in
      done = true
    }
    await stage.settle()
    #expect(!done)
    clock.advance(by: .seconds(2))
    await stage.settle()
    #expect(done)
  }

  @Test func theWorkOfAPoppedSceneIsCancelledAndNeverUpdatesIt() async throws {
    let pushed = SampleController(title: "Pushed")
    stage.push(pushed)
    var updates = 0
    let task = pushed.tasks.perform { [clock] in
      await Worker().wait(on: clock, for: .seconds(1))
    } then: { _ in
      updates += 1
    }
    await stage.settle()
    try stage.pop()
    #expect(task.isCancelled)
    clock.advance(by: .seconds(1))
    await task.waitUntilFinished()
    await stage.settle()
    #expect(updates == 0)
    #expect(pushed.tasks.count == 0)
  }

  @Test func aPoppedSceneWithWorkInFlightIsFreedOnceItWindsDown() async throws {
    weak var popped: SampleController?
    do {
      let pushed = SampleController(title: "Pushed")
      stage.push(pushed)
      pushed.tasks.perform { [clock] in
        await Worker().wait(on: clock, for: .seconds(5))
      } then: { [pushed] _ in
        _ = pushed.title
      }
      popped = pushed
    }
    try stage.pop()
    await stage.settle()
    #expect(popped == nil)
  }

  @Test func workALeavingSceneStartsAsItGoesIsCancelledAndAwaited() async throws {
    final class Leaving: SceneController {
      var updates = 0
      var started: SceneTask?

      override func didDisappear() {
        started = tasks.perform {
          1
        } then: { [weak self] _ in
          self?.updates += 1
        }
      }
    }
    let leaving = Leaving()
    stage.push(leaving)
    try stage.pop()
    let started = try #require(leaving.started)
    #expect(started.isCancelled)
    #expect(stage.hasWorkInFlight)
    await stage.settle()
    #expect(leaving.updates == 0)
  }

  @Test func aThousandTasksAsleepOnTheClockLeaveNoWorkInFlight() async {
    for _ in 0..<1_000 {
      scene.tasks.run { [clock] in
        try? await clock.sleep(for: .seconds(1))
      }
    }
    await stage.settle()
    #expect(clock.pendingTimerCount == 1_000)
    #expect(!stage.hasWorkInFlight)
    clock.advance(by: .seconds(1))
    #expect(stage.hasWorkInFlight)
    await stage.settle()
    #expect(scene.tasks.count == 0)
  }

  @Test func workOfADeepStackIsSeenWhereverItsSceneIs() async {
    let scenes = (0..<100).map { SampleController(title: "\($0)") }
    for pushed in scenes {
      stage.push(pushed)
    }
    var done = false
    scenes[0].tasks.perform {
      await Worker().compute(1)
    } then: { _ in
      done = true
    }
    #expect(stage.hasWorkInFlight)
    await stage.settle()
    #expect(done)
  }

  @Test func workOfASceneMovedToAnotherStageCountsOnThatStage() async throws {
    let pushed = SampleController(title: "Pushed")
    stage.push(pushed)
    pushed.tasks.run { [clock] in
      try? await clock.sleep(for: .seconds(1))
    }
    await stage.settle()
    try stage.pop()
    let other = Stage(clock: clock)
    other.setRoot(pushed)
    pushed.tasks.run {}
    #expect(other.hasWorkInFlight)
    #expect(!stage.hasWorkInFlight)
    await other.settle()
    #expect(!other.hasWorkInFlight)
    other.removeAllScenes()
    clock.advance(by: .seconds(1))
    await other.settle()
  }
}

/// A stand-in worker: an actor, as real workers are.
actor Worker {
  func compute(_ value: Int) -> Int {
    value * 2
  }

  func wait(on clock: ManualClock, for duration: Duration) async {
    try? await clock.sleep(for: duration)
  }
}
