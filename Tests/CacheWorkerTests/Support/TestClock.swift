import Synchronization
import Testing

/// A clock that moves only when a test advances it.
///
/// The cache only reads the time; a cache that tried to sleep on it would be waiting on real
/// time, so sleeping records an issue.
final class TestClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private let current = Mutex(Instant(offset: .zero))

  var now: Instant { current.withLock { $0 } }

  var minimumResolution: Duration { .zero }

  func advance(by duration: Duration) {
    current.withLock { $0 = $0.advanced(by: duration) }
  }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    Issue.record("The cache slept until \(deadline.offset) on the test clock")
  }
}
