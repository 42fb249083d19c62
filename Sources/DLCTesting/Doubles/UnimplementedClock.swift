public import DLC
public import Testing

/// A clock for a test container that was not handed one: reading or sleeping on it records an
/// issue at the line that made the container.
///
/// A container's clock is the stage's clock. In a test that is ``SceneHarness/clock``, handed to
/// the stub container that builds the scene; a stub left without it gets this clock, so that
/// work timed on it fails the test where the container was made, instead of waiting forever on
/// a clock the harness never advances.
///
/// ```swift
/// let harness = SceneHarness()
/// let dc = Act1DCStub(clock: harness.clock)
/// await harness.show(dc.factory.scene(.welcome(Welcome.Setup())))
/// ```
public struct UnimplementedClock: Clock, Sendable {
  private let sourceLocation: SourceLocation

  /// Creates the clock.
  ///
  /// - Parameter sourceLocation: Where a use is reported: the line that made the container.
  public init(sourceLocation: SourceLocation = #_sourceLocation) {
    self.sourceLocation = sourceLocation
  }

  /// Records an issue and answers the start of time.
  public var now: ManualClock.Instant {
    report("now")
    return ManualClock.Instant(offset: .zero)
  }

  /// No finer than a manual clock; reading it is not a use of time.
  public var minimumResolution: Duration { .zero }

  /// Records an issue and ends the wait as cancelled: nothing would ever end it otherwise.
  ///
  /// - Parameters:
  ///   - deadline: The instant the caller wanted to wait for.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError`, always.
  public func sleep(until deadline: ManualClock.Instant, tolerance: Duration? = nil) async throws {
    report("sleep(until: \(deadline))")
    throw CancellationError()
  }

  private func report(_ call: String) {
    Issue.record(
      "Unimplemented Clock: \(call) was called, but the test did not set up this clock",
      sourceLocation: sourceLocation)
  }
}
