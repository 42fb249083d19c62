import Foundation

/// The time since a cache was created, read from the clock it was given.
///
/// Instants of an `any Clock<Duration>` cannot be stored without knowing the clock's type, so
/// the timeline opens the clock once and measures every instant as a duration from its origin.
/// Those durations mean nothing outside this process: files carry wall-clock dates instead.
struct CacheTimeline: Sendable {
  private let elapsed: @Sendable () -> Duration

  /// Starts a timeline now.
  ///
  /// - Parameter clock: The clock that measures time to live.
  init(clock: any Clock<Duration>) {
    elapsed = Self.stopwatch(on: clock)
  }

  /// The time since the timeline started.
  var now: Duration { elapsed() }

  /// The time left until a deadline, as a wall-clock date.
  ///
  /// - Parameters:
  ///   - deadline: A deadline on this timeline.
  ///   - wallClockNow: The wall-clock date that corresponds to this timeline's present.
  /// - Returns: The date the deadline falls on.
  func date(of deadline: Duration, now wallClockNow: Date) -> Date {
    wallClockNow.addingTimeInterval(Self.seconds(in: deadline - now))
  }

  /// The deadline on this timeline for a wall-clock date.
  ///
  /// - Parameters:
  ///   - date: A wall-clock date.
  ///   - wallClockNow: The wall-clock date that corresponds to this timeline's present.
  /// - Returns: The deadline on this timeline.
  func deadline(of date: Date, now wallClockNow: Date) -> Duration {
    now + .seconds(date.timeIntervalSince(wallClockNow))
  }

  private static func stopwatch<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
    let origin = clock.now
    return { origin.duration(to: clock.now) }
  }

  private static func seconds(in duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
