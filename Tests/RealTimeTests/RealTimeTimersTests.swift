import Synchronization
import TestSupport
import Testing

@testable import RealTime

@Suite(.hangGuard) struct RealTimeTimersTests {
  @Test func sleepReturnsTrueOnceTheDelayHasPassed() async {
    let timers = RealTimeTimers()
    #expect(await timers.sleep(for: .milliseconds(1)))
    #expect(timers.armedCount == 0)
    #expect(timers.scheduledCount == 1)
  }

  @Test func cancelledSleepReturnsFalseWithItsTimerDisarmed() async {
    let timers = RealTimeTimers()
    let sleep = Task { await timers.sleep(for: .seconds(3_600)) }
    while timers.armedCount == 0 {
      await Task.yield()
    }
    sleep.cancel()
    #expect(await sleep.value == false)
    #expect(timers.armedCount == 0)
  }

  @Test func sleepInACancelledTaskReturnsAtOnceWithoutATimer() async {
    let timers = RealTimeTimers()
    let sleep = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await timers.sleep(for: .seconds(3_600))
    }
    #expect(await sleep.value == false)
    #expect(timers.scheduledCount == 0)
  }

  @Test func timerRunsItsActionOnceTheDelayHasPassedAndIsThenDisarmed() async {
    let timers = RealTimeTimers()
    let (fired, firedSignal) = AsyncStream<Void>.makeStream()
    let timer = timers.schedule(after: .milliseconds(1)) { firedSignal.yield() }
    for await _ in fired { break }
    #expect(timers.armedCount == 0)
    #expect(timers.scheduledCount == 1)
    timer.cancel()
    #expect(timers.armedCount == 0)
  }

  @Test func cancelledTimerIsDisarmedAtOnceAndNeverRuns() async {
    let timers = RealTimeTimers()
    let runs = Atomic(0)
    let timer = timers.schedule(after: .seconds(3_600)) {
      runs.add(1, ordering: .relaxed)
    }
    #expect(timers.armedCount == 1)
    timer.cancel()
    timer.cancel()
    #expect(timers.armedCount == 0)
    #expect(runs.load(ordering: .relaxed) == 0)
  }

  @Test func delayBeyondWhatTheSystemHoldsWaitsForever() {
    let timers = RealTimeTimers()
    let timer = timers.schedule(after: .seconds(Int64.max)) {}
    #expect(timers.armedCount == 1)
    timer.cancel()
    #expect(timers.armedCount == 0)
  }
}
