import DLC
import Testing

@MainActor
@Suite struct SerialWorkTests {
  /// What the pieces of work did, in the order they did it, from whichever thread.
  actor Journal {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
      entries.append(entry)
    }
  }

  let clock = ManualClock()
  let journal = Journal()

  @Test func aPieceStartsOnlyOnceThePieceBeforeItHasFinished() async {
    let tasks = SceneTasks()
    let work = SerialWork(tasks: tasks)
    work.perform { [clock, journal] in
      try? await clock.sleep(for: .seconds(1))
      await journal.record("first")
    } then: { _ in
    }
    work.perform { [journal] in
      await journal.record("second")
    } then: { _ in
    }
    while clock.pendingTimerCount == 0 {
      await Task.yield()
    }
    for _ in 1...100 {
      await Task.yield()
    }
    #expect(await journal.entries.isEmpty)

    clock.advance(by: .seconds(1))
    await tasks.waitUntilFinished()
    #expect(await journal.entries == ["first", "second"])
  }

  @Test func eachPieceHandsItsOwnResultToItsUpdate() async {
    let tasks = SceneTasks()
    let work = SerialWork(tasks: tasks)
    var received: [Int] = []
    for value in 1...3 {
      work.perform {
        value * 10
      } then: { result in
        if case .success(let value) = result { received.append(value) }
      }
    }
    await tasks.waitUntilFinished()
    #expect(received == [10, 20, 30])
  }

  @Test func anUpdateKnowsWhetherAPieceWasAskedForAfterItsOwn() async {
    let tasks = SceneTasks()
    let work = SerialWork(tasks: tasks)
    var later: [Bool] = []
    func askForAPiece() {
      work.perform {
      } then: { (_: Result<Void, Never>) in
        later.append(work.hasLaterPieces)
      }
    }
    for _ in 1...3 {
      askForAPiece()
    }
    await tasks.waitUntilFinished()
    askForAPiece()
    await tasks.waitUntilFinished()

    #expect(later == [true, true, false, false])
    #expect(!work.hasLaterPieces)
  }

  @Test func aLaterPieceCancelledOnItsOwnStillCountsAsItsOperationStillRuns() async {
    let tasks = SceneTasks()
    let work = SerialWork(tasks: tasks)
    var later: [Bool] = []
    work.perform { [clock] in
      try? await clock.sleep(for: .seconds(1))
    } then: { (_: Result<Void, Never>) in
      later.append(work.hasLaterPieces)
    }
    let cancelled = work.perform { [journal] in
      await journal.record("written")
    } then: { (_: Result<Void, Never>) in
      later.append(work.hasLaterPieces)
    }
    cancelled.cancel()
    while clock.pendingTimerCount == 0 {
      await Task.yield()
    }
    clock.advance(by: .seconds(1))
    await tasks.waitUntilFinished()

    #expect(later == [true])
    #expect(await journal.entries == ["written"])
  }

  @Test func cancelledWorkStillRunsButDeliversNoUpdate() async {
    let tasks = SceneTasks()
    let work = SerialWork(tasks: tasks)
    var updated = false
    work.perform { [journal] in
      await journal.record("written")
    } then: { _ in
      updated = true
    }
    tasks.cancelAll()
    await tasks.waitUntilFinished()
    #expect(await journal.entries == ["written"])
    #expect(!updated)
  }

  @Test func aLineOfWorkIsFreedWithItsScene() async {
    weak var freedWork: SerialWork?
    weak var freedScene: SceneController?
    do {
      let stage = Stage(clock: clock)
      let scene = SampleController()
      stage.setRoot(scene)
      let work = SerialWork(tasks: scene.tasks)
      // The update holds the line of work, as a part of the scene holds it: only the scene
      // leaving, which cancels the sleep, lets it go.
      work.perform { [clock] in
        try? await clock.sleep(for: .seconds(60))
      } then: { [work] _ in
        _ = work
      }
      freedWork = work
      freedScene = scene

      stage.setRoot(SampleController(title: "Next"))
      await scene.tasks.waitUntilFinished()
    }
    #expect(freedWork == nil)
    #expect(freedScene == nil)
  }
}
