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
  /// A moment on the clock: how far it is from the clock's start.
  public struct Instant: InstantProtocol {
    /// How far the moment is from the clock's start.
    public var offset: Duration

    /// Creates a moment.
    ///
    /// - Parameter offset: How far the moment is from the clock's start.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The moment a duration later.
    ///
    /// - Parameter duration: How much later.
    /// - Returns: The later moment.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// How long it is from this moment to another.
    ///
    /// - Parameter other: The other moment.
    /// - Returns: The time between them.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether a moment comes before another.
    ///
    /// - Parameters:
    ///   - lhs: A moment.
    ///   - rhs: Another moment.
    /// - Returns: Whether `lhs` comes first.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  /// What a sleep on the clock does.
  public enum Sleeping: Sendable {
    /// Records an issue and returns: the code under test should only read the time.
    case isAnIssue
    /// Returns at once, the time moved to the deadline, and is kept in ``TestClock/sleeps``.
    case passesTime
  }

  private let sleeping: Sleeping
  private let state = Mutex<(now: Instant, sleeps: [Duration])>((Instant(offset: .zero), []))

  /// Creates a clock at its start.
  ///
  /// - Parameter sleeping: What a sleep on the clock does; an issue by default.
  public init(sleeping: Sleeping = .isAnIssue) {
    self.sleeping = sleeping
  }

  /// The clock's time.
  public var now: Instant { state.withLock { $0.now } }

  /// None: the clock moves only when told.
  public var minimumResolution: Duration { .zero }

  /// How long each sleep would have lasted, in order.
  public var sleeps: [Duration] { state.withLock { $0.sleeps } }

  /// Moves the clock forward.
  ///
  /// - Parameter duration: How far.
  public func advance(by duration: Duration) {
    state.withLock { $0.now = $0.now.advanced(by: duration) }
  }

  /// Sleeps as the clock was made to: records an issue, or passes the time at once.
  ///
  /// - Parameters:
  ///   - deadline: When the sleep would end.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` if the task is cancelled, on a clock that passes time.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    switch sleeping {
    case .isAnIssue:
      Issue.record("slept until \(deadline.offset) on a test clock that only tells the time")
    case .passesTime:
      try Task.checkCancellation()
      state.withLock { state in
        state.sleeps.append(state.now.duration(to: deadline))
        state.now = max(state.now, deadline)
      }
    }
  }
}
