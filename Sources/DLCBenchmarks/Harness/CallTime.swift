import Foundation

/// How long one call took, on the wall clock and in processor time.
///
/// On a machine shared with other work, a call's wall-clock time includes the moments another
/// process held the core; the processor time this process used meanwhile does not, so a stall
/// of the call's own making shows in both and a preemption only in the first. Between the two
/// readings only the call runs: its caller waits, and no other task of the process is busy.
struct CallTime: Sendable {
  /// Nanoseconds on the wall clock.
  var wall: Double
  /// Nanoseconds of processor time used by every thread of the process.
  var processor: Double

  /// Times a call.
  ///
  /// - Parameter call: The call; its result is returned so that it is not dropped.
  /// - Returns: The call's result and how long it took.
  static func of<Value>(
    _ call: () async throws -> Value
  ) async rethrows -> (result: Value, time: CallTime) {
    let clock = ContinuousClock()
    let processorStart = processorNanoseconds()
    let start = clock.now
    let result = try await call()
    let wall = start.duration(to: clock.now).nanoseconds
    let processor = processorNanoseconds() - processorStart
    return (result, CallTime(wall: wall, processor: processor))
  }

  private static func processorNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }
}
