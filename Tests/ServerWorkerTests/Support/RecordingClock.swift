import Synchronization

/// A clock whose sleeps return at once, after moving its time to the deadline and recording how
/// long each would have lasted, so that backoff is checked without waiting.
final class RecordingClock: Clock, Sendable {
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

  private let state = Mutex<(now: Instant, sleeps: [Duration])>((Instant(offset: .zero), []))

  var now: Instant { state.withLock { $0.now } }

  var minimumResolution: Duration { .zero }

  /// How long each sleep would have lasted, in order.
  var sleeps: [Duration] { state.withLock { $0.sleeps } }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    state.withLock { state in
      state.sleeps.append(state.now.duration(to: deadline))
      state.now = max(state.now, deadline)
    }
  }
}
