import Dispatch
import Synchronization

/// Schedules actions after a delay of real time, on timers that are freed the moment they fire or
/// are cancelled, and counts the timers still armed.
///
/// A request's time limit is cancelled far more often than it fires. `Task.sleep` and
/// `ContinuousClock.sleep` wake a cancelled sleeper at once but keep its timer, some 750 bytes,
/// queued until the deadline it was set for, so cancelled time limits held memory in proportion
/// to the request rate times the timeout. A dispatch timer leaves the queue when it is cancelled.
final class RealTimeTimers: Sendable {
  /// The timers of every call not given timers of its own.
  static let shared = RealTimeTimers()

  private struct Counts {
    var armed = 0
    var scheduled = 0
  }

  private let counts = Mutex(Counts())

  /// Creates a set of timers with none armed.
  init() {}

  /// The number of timers scheduled here that have neither fired nor been cancelled.
  var armedCount: Int { counts.withLock { $0.armed } }

  /// The number of timers ever scheduled here.
  var scheduledCount: Int { counts.withLock { $0.scheduled } }

  /// Runs an action once a delay of real time has passed, unless the timer is cancelled first.
  ///
  /// - Parameters:
  ///   - delay: How long to wait; a delay beyond what the system can represent waits forever.
  ///   - action: What to run once the delay has passed, on the timers' own serial queue.
  /// - Returns: The timer, to cancel it.
  func schedule(
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

  /// The dispatch time a delay from now comes to, or the distant future past what it can hold.
  private static func deadline(after delay: Duration) -> DispatchTime {
    let (seconds, attoseconds) = delay.components
    guard seconds < Int64.max / 1_000_000_000 - 1 else { return .distantFuture }
    let nanoseconds = max(seconds * 1_000_000_000 + attoseconds / 1_000_000_000, 0)
    return .now() + .nanoseconds(Int(nanoseconds))
  }
}
