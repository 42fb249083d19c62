import DLC
import Testing

@Suite struct ManualClockTests {
  @Test func startsAtZeroAndMovesOnlyWhenAdvanced() {
    let clock = ManualClock()
    #expect(clock.now.offset == .zero)
    clock.advance(by: .seconds(2))
    #expect(clock.now.offset == .seconds(2))
  }

  @Test func aSleeperWakesWhenTheClockPassesItsDeadline() async throws {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await waitForTimers(1, on: clock)
    clock.advance(by: .milliseconds(999))
    #expect(clock.pendingTimerCount == 1)
    clock.advance(by: .milliseconds(1))
    try await sleeper.value
    #expect(clock.pendingTimerCount == 0)
  }

  @Test func advanceToNextTimerJumpsToTheEarliestDeadline() async throws {
    let clock = ManualClock()
    let early = Task { try await clock.sleep(for: .seconds(1)) }
    let late = Task { try await clock.sleep(for: .seconds(5)) }
    await waitForTimers(2, on: clock)
    #expect(clock.advanceToNextTimer())
    try await early.value
    #expect(clock.now.offset == .seconds(1))
    #expect(clock.pendingTimerCount == 1)
    #expect(clock.advanceToNextTimer())
    try await late.value
    #expect(!clock.advanceToNextTimer())
  }

  @Test func aDeadlineInThePastDoesNotWait() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(3))
    try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1)))
    #expect(clock.pendingTimerCount == 0)
  }

  @Test func cancellingASleeperWakesItWithCancellationError() async {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await waitForTimers(1, on: clock)
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.pendingTimerCount == 0)
  }

  /// Waits, without touching the clock, until its sleepers have registered.
  private func waitForTimers(_ count: Int, on clock: ManualClock) async {
    while clock.pendingTimerCount < count {
      await Task.yield()
    }
  }
}
