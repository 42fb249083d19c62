import DLC

extension ScriptSession {
  /// The most timers one `wait` fires one at a time, settling after each: beyond it a
  /// `wait DURATION` moves straight to its end and a bare `wait` fails, since a repeating timer
  /// would otherwise never let it end.
  static let maximumTimerSteps = 1_000

  /// Runs `wait`: on a ``ManualClock`` moves it, firing timers in deadline order and settling
  /// after each; on any other clock sleeps for the duration.
  func wait(_ duration: Duration?, for step: ScriptStep) async throws(CommandFailure) {
    guard let clock = stage.clock as? ManualClock else {
      if let duration {
        try? await stage.clock.sleep(for: duration)
      }
      return
    }
    guard await settle(after: step) else { throw CommandFailure(message: giveUpMessage) }
    if let duration {
      let target = clock.now.advanced(by: duration)
      var steps = 0
      while steps < Self.maximumTimerSteps, let next = clock.nextDeadline, next <= target {
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
}
