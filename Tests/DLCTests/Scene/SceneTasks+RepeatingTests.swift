import DLC
import Synchronization
import Testing

@MainActor
@Suite struct SceneTasksRepeatingTests {
  @Test func aManualClockRunsTheOperationOnceAnInterval() async {
    let clock = ManualClock()
    let stage = Stage(clock: clock)
    let scene = SampleController()
    stage.setRoot(scene)
    var runs: [Duration] = []
    let start = clock.now
    scene.tasks.run(every: .seconds(1), on: clock) { runs.append(start.duration(to: clock.now)) }
    await stage.settle()
    #expect(runs.isEmpty)
    for _ in 1...3 {
      clock.advanceToNextTimer()
      await stage.settle()
    }
    #expect(runs == [.seconds(1), .seconds(2), .seconds(3)])
  }

  @Test(.timeLimit(.minutes(1))) func aStageOnARealClockSettlesBetweenRuns() async throws {
    let stage = Stage(clock: ContinuousClock())
    let scene = SampleController()
    stage.setRoot(scene)
    var runs = 0
    scene.tasks.run(every: .milliseconds(10), on: ContinuousClock()) { runs += 1 }
    while runs < 3 {
      try await Task.sleep(for: .milliseconds(5))
    }
    await settle(stage, givingUpAfter: .seconds(30))
    #expect(!stage.hasWorkInFlight)
  }

  @Test(.timeLimit(.minutes(1))) func eachRunCountsAsWorkUntilItReturns() async throws {
    let clock = ManualClock()
    let stage = Stage(clock: clock)
    let scene = SampleController()
    stage.setRoot(scene)
    let gate = Gate()
    var finished = 0
    scene.tasks.run(every: .seconds(1), on: clock) {
      while !gate.isOpen {
        try? await Task.sleep(for: .milliseconds(5))
      }
      finished += 1
    }
    await stage.settle()
    clock.advanceToNextTimer()
    #expect(stage.hasWorkInFlight)
    gate.isOpen = true
    await stage.settle()
    #expect(finished == 1)
  }

  @Test func theWorkStartsAgainAtEachRunForAHostThatWatchesTheScreen() async {
    let clock = ManualClock()
    let stage = Stage(clock: clock)
    let scene = SampleController()
    stage.setRoot(scene)
    let starts = StartCount()
    stage.onWorkStart = { starts.add() }
    scene.tasks.run(every: .seconds(1), on: clock) {}
    await stage.settle()
    let before = starts.value
    clock.advanceToNextTimer()
    await stage.settle()
    clock.advanceToNextTimer()
    await stage.settle()
    #expect(starts.value == before + 2)
  }

  @Test func runsEndWhenTheSceneLeavesTheStage() async throws {
    let clock = ManualClock()
    let stage = Stage(clock: clock)
    stage.setRoot(SampleController())
    let pushed = SampleController(title: "Pushed")
    stage.push(pushed)
    var runs = 0
    let task = pushed.tasks.run(every: .seconds(1), on: clock) { runs += 1 }
    await stage.settle()
    try stage.pop()
    await task.waitUntilFinished()
    clock.advance(by: .seconds(5))
    await stage.settle()
    #expect(runs == 0)
    #expect(clock.pendingTimerCount == 0)
  }

  @Test func aRunMadeLateIsNotMadeUp() async {
    let clock = ManualClock()
    let stage = Stage(clock: clock)
    let scene = SampleController()
    stage.setRoot(scene)
    var runs = 0
    scene.tasks.run(every: .seconds(1), on: clock) { runs += 1 }
    await stage.settle()
    clock.advance(by: .seconds(10))
    await stage.settle()
    #expect(runs == 1)
    #expect(clock.nextDeadline == clock.now.advanced(by: .seconds(1)))
  }

  /// Settles the stage, or gives up once a real time has passed, so that work that never
  /// settles fails the test that follows instead of hanging it.
  private func settle(_ stage: Stage, givingUpAfter limit: Duration) async {
    let settling = Task { await stage.settle() }
    let giveUp = Task {
      try await Task.sleep(for: limit)
      settling.cancel()
    }
    await settling.value
    giveUp.cancel()
  }
}

/// Holds a run back until the test lets it end, so that the test knows it is still going.
@MainActor
private final class Gate {
  var isOpen = false
}

/// Counts the calls a stage makes from any thread.
private final class StartCount: Sendable {
  private let count = Mutex(0)

  var value: Int { count.withLock { $0 } }

  func add() {
    count.withLock { $0 += 1 }
  }
}
