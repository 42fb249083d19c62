import DLC
import Testing

@MainActor
@Suite struct SceneTasksTests {
  struct Failure: Error, Equatable {}

  @Test func performHandsTheValueToTheUpdate() async {
    let tasks = SceneTasks()
    var received: Result<Int, Never>?
    tasks.perform {
      7
    } then: {
      received = $0
    }
    await tasks.waitUntilFinished()
    #expect(received == .success(7))
  }

  @Test func performHandsATypedErrorToTheUpdate() async {
    let tasks = SceneTasks()
    var received: Result<Int, Failure>?
    tasks.perform { () throws(Failure) -> Int in
      throw Failure()
    } then: {
      received = $0
    }
    await tasks.waitUntilFinished()
    #expect(received == .failure(Failure()))
  }

  @Test func cancelledWorkDeliversNoUpdate() async {
    let tasks = SceneTasks()
    let clock = ManualClock()
    var updated = false
    let task = tasks.perform {
      try? await clock.sleep(for: .seconds(1))
    } then: { _ in
      updated = true
    }
    tasks.cancelAll()
    await task.waitUntilFinished()
    #expect(!updated)
  }

  @Test func countsWorkUntilItFinishes() async {
    let tasks = SceneTasks()
    let clock = ManualClock()
    tasks.run { try? await clock.sleep(for: .seconds(1)) }
    #expect(tasks.count == 1)
    while clock.pendingTimerCount == 0 {
      await Task.yield()
    }
    clock.advance(by: .seconds(1))
    await tasks.waitUntilFinished()
    #expect(tasks.count == 0)
  }
}
