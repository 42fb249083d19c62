import Dispatch
import Synchronization

/// Sleeps and scheduled actions on real time, on timers that are freed the moment they fire or
/// are cancelled, counting the timers still armed.
///
/// Settling races the stage against a give-up limit and a slow-settle notice, and both are
/// cancelled far more often than they fire. `Task.sleep` and `ContinuousClock.sleep` wake a
/// cancelled sleeper at once but keep its timer, some 750 bytes, queued until the deadline it
/// was set for, so a long script held memory in proportion to its command rate times the give-up
/// limit. A dispatch timer leaves the queue when it is cancelled.
final class RealTimeTimers: Sendable {
  private struct Counts {
    var armed = 0
    var scheduled = 0
  }

  /// Wakes one sleeper, once: when its timer fires or when its task is cancelled.
  private final class Sleeper: Sendable {
    private struct State {
      var continuation: CheckedContinuation<Bool, Never>?
      var timer: RealTimeTimer?
      var isOver = false
    }

    private let state = Mutex(State())

    func start(
      _ continuation: CheckedContinuation<Bool, Never>,
      timer makeTimer: () -> RealTimeTimer
    ) {
      let isCancelled = state.withLock { state in
        guard !state.isOver else { return true }
        state.continuation = continuation
        state.timer = makeTimer()
        return false
      }
      if isCancelled {
        continuation.resume(returning: false)
      }
    }

    func wake(slept: Bool) {
      let (continuation, timer) = state.withLock {
        state -> (CheckedContinuation<Bool, Never>?, RealTimeTimer?) in
        guard !state.isOver else { return (nil, nil) }
        state.isOver = true
        defer {
          state.continuation = nil
          state.timer = nil
        }
        return (state.continuation, state.timer)
      }
      timer?.cancel()
      continuation?.resume(returning: slept)
    }
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

  /// Sleeps for a delay of real time, unless the calling task is cancelled first.
  ///
  /// - Parameter delay: How long to sleep.
  /// - Returns: `true` once the delay has passed; `false` as soon as the task is cancelled, its
  ///   timer already freed.
  @discardableResult
  func sleep(for delay: Duration) async -> Bool {
    let sleeper = Sleeper()
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
