import Synchronization
import Testing

/// A clock that moves only when a test says so, for code that takes any clock: a worker's
/// timeouts, backoff or expiry.
///
/// ``advance(by:)`` moves it. What a sleep does is the test's choice: a clock for code that only
/// reads the time records an issue for any sleep, since that code would be waiting on time that
/// never comes; one for code that waits returns at once, moving the time to the deadline and
/// keeping how long each sleep would have lasted, so that a backoff is checked without waiting.
public final class TestClock: Clock, Sendable {
  /// A moment on the clock: one of the continuous clock's, counted from the moment the clock
  /// was made, so that no moment of it has a meaning of its own.
  public typealias Instant = ContinuousClock.Instant

  /// What a sleep on the clock does.
  public enum Sleeping: Sendable {
    /// Records an issue and returns: the code under test should only read the time.
    case isAnIssue
    /// Returns at once, the time moved to the deadline, and is kept in ``TestClock/sleeps``.
    case passesTime
  }

  private let sleeping: Sleeping
  private let start = ContinuousClock.now
  private let state = Mutex<(elapsed: Duration, sleeps: [Duration])>((.zero, []))

  /// Creates a clock at its start.
  ///
  /// - Parameter sleeping: What a sleep on the clock does; an issue by default.
  public init(sleeping: Sleeping = .isAnIssue) {
    self.sleeping = sleeping
  }

  /// The clock's time.
  public var now: Instant { start.advanced(by: state.withLock { $0.elapsed }) }

  /// None: the clock moves only when told.
  public var minimumResolution: Duration { .zero }

  /// How long each sleep would have lasted, in order.
  public var sleeps: [Duration] { state.withLock { $0.sleeps } }

  /// Moves the clock forward.
  ///
  /// - Parameter duration: How far.
  public func advance(by duration: Duration) {
    state.withLock { $0.elapsed += duration }
  }

  /// Sleeps as the clock was made to: records an issue, or passes the time at once.
  ///
  /// - Parameters:
  ///   - deadline: When the sleep would end.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` if the task is cancelled, on a clock that passes time.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let end = start.duration(to: deadline)
    switch sleeping {
    case .isAnIssue:
      Issue.record("slept until \(end) on a test clock that only tells the time")
    case .passesTime:
      try Task.checkCancellation()
      state.withLock { state in
        state.sleeps.append(end - state.elapsed)
        state.elapsed = max(state.elapsed, end)
      }
    }
  }
}
