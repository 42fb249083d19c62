import Synchronization

/// A clock that moves only when told: the time source of scripts and tests.
///
/// Sleepers wait until ``advance(by:)`` or ``advanceToNextTimer()`` moves the clock past their
/// deadline, so a 300 ms debounce takes no real time at all and happens exactly when the test
/// says. Cancelling a sleeping task wakes it at once with `CancellationError`.
///
/// ```swift
/// let clock = ManualClock()
/// let debouncer = Debouncer(delay: .milliseconds(300), clock: clock, tasks: SceneTasks())
/// debouncer.schedule { print("searching") }
/// clock.advance(by: .milliseconds(300))  // the search starts now, not 300 ms from now
/// ```
public final class ManualClock: Clock, Sendable {
  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
    var work: TrackedWork?

    /// Tells the work it no longer waits, then lets its task go on.
    func resume(throwing error: (any Error)? = nil) {
      work?.sleeperEnded()
      if let error {
        continuation.resume(throwing: error)
      } else {
        continuation.resume()
      }
    }
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [UInt64: Sleeper] = [:]
    var cancelledBeforeSleeping: Set<UInt64> = []
    var lastSleeperID: UInt64 = 0
  }

  private let state = Mutex(State())

  /// Creates a clock at its start, with no timers.
  public init() {}

  /// The current instant.
  public var now: Instant { state.withLock { $0.now } }

  /// The clock has no granularity: any duration can be waited for exactly.
  public var minimumResolution: Duration { .zero }

  /// The number of sleepers waiting for the clock to move.
  public var pendingTimerCount: Int { state.withLock { $0.sleepers.count } }

  /// The earliest deadline any sleeper waits for, if any.
  public var nextDeadline: Instant? {
    state.withLock { $0.sleepers.values.map(\.deadline).min() }
  }

  /// Waits until the clock has been advanced to `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wait for.
  ///   - tolerance: Ignored: the clock moves only when told.
  /// - Throws: `CancellationError` if the task is cancelled before the deadline.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state -> UInt64? in
      guard deadline > state.now else { return nil }
      state.lastSleeperID += 1
      return state.lastSleeperID
    }
    guard let id else { return }
    let work = TrackedWork.current
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Bool = state.withLock { state in
          if state.cancelledBeforeSleeping.remove(id) != nil {
            return true
          }
          if deadline <= state.now {
            continuation.resume()
            return false
          }
          state.sleepers[id] = Sleeper(
            deadline: deadline, continuation: continuation, work: work)
          work?.sleeperBegan()
          return false
        }
        if resumeNow {
          continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        if let sleeper = state.sleepers.removeValue(forKey: id) {
          return sleeper
        }
        state.cancelledBeforeSleeping.insert(id)
        return nil
      }
      sleeper?.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward and wakes every sleeper whose deadline has come, earliest first.
  ///
  /// - Parameter duration: How far to move; negative durations are ignored.
  public func advance(by duration: Duration) {
    guard duration > .zero else { return }
    let due = state.withLock { state -> [Sleeper] in
      state.now = state.now.advanced(by: duration)
      return Self.removeDue(from: &state)
    }
    for sleeper in due {
      sleeper.resume()
    }
  }

  /// Moves the clock to the earliest pending deadline and wakes the sleepers due then.
  ///
  /// - Returns: `false` if no sleeper was waiting.
  @discardableResult
  public func advanceToNextTimer() -> Bool {
    let due = state.withLock { state -> [Sleeper]? in
      guard let next = state.sleepers.values.map(\.deadline).min() else { return nil }
      state.now = max(state.now, next)
      return Self.removeDue(from: &state)
    }
    guard let due else { return false }
    for sleeper in due {
      sleeper.resume()
    }
    return true
  }

  private static func removeDue(from state: inout State) -> [Sleeper] {
    let dueIDs = state.sleepers.filter { $0.value.deadline <= state.now }
      .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
      .map(\.key)
    return dueIDs.compactMap { state.sleepers.removeValue(forKey: $0) }
  }
}
