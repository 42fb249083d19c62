import Dispatch
import Synchronization

/// Sleeps and scheduled actions on real time, on timers that are freed the moment they fire or
/// are cancelled, counting the timers still armed.
///
/// Time limits are cancelled far more often than they fire: a request's, a script's give-up
/// limit and its slow-settle notice. `Task.sleep` and `ContinuousClock.sleep` wake a cancelled
/// sleeper at once but keep its timer, some 750 bytes, queued until the deadline it was set
/// for, so cancelled limits held memory in proportion to their rate times their length. A
/// dispatch timer leaves the queue when it is cancelled.
package final class RealTimeTimers: Sendable {
  /// The timers of every call not given timers of its own.
  package static let shared = RealTimeTimers()

  private struct Counts {
    var armed = 0
    var scheduled = 0
  }

  private let counts = Mutex(Counts())

  /// Creates a set of timers with none armed.
  package init() {}

  /// The number of timers scheduled here that have neither fired nor been cancelled.
  package var armedCount: Int { counts.withLock { $0.armed } }

  /// The number of timers ever scheduled here.
  package var scheduledCount: Int { counts.withLock { $0.scheduled } }

  /// Runs an action once a delay of real time has passed, unless the timer is cancelled first.
  ///
  /// - Parameters:
  ///   - delay: How long to wait; a delay beyond what the system can represent waits forever.
  ///   - action: What to run once the delay has passed, on the timers' own serial queue.
  /// - Returns: The timer, to cancel it.
  package func schedule(
    after delay: Duration,
    _ action: @escaping @Sendable () -> Void
  ) -> RealTimeTimer {
    counts.withLock { counts in
      counts.armed += 1
      counts.scheduled += 1
    }
    return RealTimeTimer(deadline: Self.deadline(after: delay), action: action) { [self] in
      counts.withLock { $0.armed -= 1 }
    }
  }

  /// Sleeps for a delay of real time, unless the calling task is cancelled first.
  ///
  /// - Parameter delay: How long to sleep.
  /// - Returns: `true` once the delay has passed; `false` as soon as the task is cancelled, its
  ///   timer already freed.
  @discardableResult
  package func sleep(for delay: Duration) async -> Bool {
    let sleeper = RealTimeSleeper()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        sleeper.start(continuation) {
          schedule(after: delay) { sleeper.wake(slept: true) }
        }
      }
    } onCancel: {
      sleeper.wake(slept: false)
    }
  }

  /// The dispatch time a delay from now comes to, or the distant future past what it can hold.
  private static func deadline(after delay: Duration) -> DispatchTime {
    let (seconds, attoseconds) = delay.components
    guard seconds < Int64.max / 1_000_000_000 - 1 else { return .distantFuture }
    let nanoseconds = max(seconds * 1_000_000_000 + attoseconds / 1_000_000_000, 0)
    return .now() + .nanoseconds(Int(nanoseconds))
  }
}
