#if canImport(Glibc)
  import Glibc
#endif

/// What a piece of work costs in processor time on the calling thread: unlike the wall clock,
/// a machine busy with other work, other tests included, does not lengthen it.
///
/// A test that guards against work growing faster than its input (a search quadratic in a
/// megabyte takes minutes, one pass a fraction of a second) bounds this, never the time it
/// waited to run.
public enum ProcessorTime {
  /// The processor time the work took on the calling thread.
  ///
  /// - Parameter work: Synchronous work, which runs on the calling thread from start to end.
  /// - Returns: The thread's processor time from before the work to after it.
  public static func of(_ work: () throws -> Void) rethrows -> Duration {
    let start = thisThread()
    try work()
    return thisThread() - start
  }

  private static func thisThread() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
  }
}
