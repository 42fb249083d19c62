import Synchronization

/// A value being followed in a store; cancel it to stop hearing of changes.
///
/// Following also stops when the observation is freed.
public final class StoreObservation: Sendable {
  private struct State {
    var isCancelled = false
    var stop: (@Sendable () -> Void)?
  }

  private let state = Mutex(State())

  init() {}

  deinit {
    cancel()
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// Stops following: no change is delivered once this returns, except one already being
  /// delivered on another thread.
  public func cancel() {
    let stop = state.withLock { state -> (@Sendable () -> Void)? in
      state.isCancelled = true
      defer { state.stop = nil }
      return state.stop
    }
    stop?()
  }

  /// Tells the observation how to stop following; runs it at once if it is already cancelled.
  func onCancel(_ stop: @escaping @Sendable () -> Void) {
    let runNow = state.withLock { state -> Bool in
      guard !state.isCancelled else { return true }
      state.stop = stop
      return false
    }
    if runNow {
      stop()
    }
  }
}
