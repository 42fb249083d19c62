import Synchronization

/// Wakes one sleeper of ``RealTimeTimers/sleep(for:)``, once: when its timer fires or when its
/// task is cancelled.
final class RealTimeSleeper: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Bool, Never>?
    var timer: RealTimeTimer?
    var isOver = false
  }

  private let state = Mutex(State())

  /// Arms the sleeper's timer and keeps the sleeping task's continuation, unless the task was
  /// cancelled already, which resumes it at once.
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

  /// Resumes the sleeping task and frees its timer, the first time only.
  ///
  /// - Parameter slept: Whether the delay passed, rather than the task being cancelled.
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
