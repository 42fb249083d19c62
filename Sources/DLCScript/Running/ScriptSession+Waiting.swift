import DLC
import RealTime

extension ScriptSession {
  /// The most timers a bare `wait` fires one at a time, settling after each: beyond it the
  /// wait fails, since a repeating timer would otherwise never let it end.
  static let maximumTimerSteps = 1_000

  /// The most timers a `wait DURATION` fires, settling after each: a day of a clock that ticks
  /// every second fits. Beyond it the wait fails rather than skip the rest, which would leave
  /// the scene showing fewer ticks than the time waited.
  package static let maximumTimerStepsOfADuration = 100_000

  /// The message of a `wait` that ``interrupt()`` ended.
  static let interruptedWaitMessage = "wait interrupted"

  /// Ends the `wait` in progress on a real clock, which then fails with "wait interrupted", or
  /// the wait for the scene to settle after a command, which then fails saying the scene's
  /// work goes on.
  ///
  /// An interactive host calls it when the person presses Ctrl-C during a command. It does
  /// nothing when no command is waiting, and a `wait` on a ``ManualClock`` never needs it: it
  /// returns as soon as the timers due have fired.
  public func interrupt() {
    endCurrentWait?()
  }

  /// Runs `wait`: on a ``ManualClock`` moves it, firing timers in deadline order and settling
  /// after each; on any other clock sleeps for the duration, until ``interrupt()``, telling
  /// ``onLongWait`` first when it is longer than ``SettleLimits/noticeAfter``.
  func wait(_ duration: Duration?, for step: ScriptStep) async throws(CommandFailure) {
    guard let clock = stage.clock as? ManualClock else {
      if let duration {
        try await waitInRealTime(duration, for: step)
      }
      return
    }
    guard await settle(after: step) else { throw CommandFailure(message: giveUpMessage) }
    if let duration {
      let target = clock.now.advanced(by: duration)
      var steps = 0
      while let next = clock.nextDeadline, next <= target {
        guard steps < timerStepsOfADurationLimit else {
          throw CommandFailure(
            message: "timers fired \(steps) times before the wait's end, and more were due; "
              + "wait less at a time")
        }
        clock.advanceToNextTimer()
        steps += 1
        guard await settle(after: step) else { throw CommandFailure(message: giveUpMessage) }
      }
      clock.advance(by: clock.now.duration(to: target))
      return
    }
    var steps = 0
    while clock.advanceToNextTimer() {
      steps += 1
      guard await settle(after: step) else { throw CommandFailure(message: giveUpMessage) }
      if steps == Self.maximumTimerSteps, clock.pendingTimerCount > 0 {
        throw CommandFailure(
          message: "timers are still pending after \(steps) have fired; "
            + "a repeating timer never lets a bare 'wait' end, so give it a duration")
      }
    }
  }

  /// Sleeps on the stage's real clock until the duration has passed or the wait is interrupted.
  private func waitInRealTime(_ duration: Duration, for step: ScriptStep)
    async throws(CommandFailure)
  {
    let clock = stage.clock
    let sleep = Task<Bool, Never> {
      (try? await clock.sleep(for: duration)) != nil
    }
    endCurrentWait = { sleep.cancel() }
    defer { endCurrentWait = nil }
    if let noticeAfter = settleLimits?.noticeAfter, duration > noticeAfter {
      onLongWait?(step, duration)
    }
    let finished = await withTaskCancellationHandler {
      await sleep.value
    } onCancel: {
      sleep.cancel()
    }
    guard finished else { throw CommandFailure(message: Self.interruptedWaitMessage) }
  }
}
