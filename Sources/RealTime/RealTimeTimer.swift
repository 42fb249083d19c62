import Dispatch
import Synchronization

/// One timer of ``RealTimeTimers``: armed until it fires or is cancelled, whichever comes first.
package final class RealTimeTimer: Sendable {
  /// Where timers fire: a serial queue of their own, apart from the threads that run tasks.
  private static let queue = DispatchQueue(label: "RealTime.RealTimeTimer")

  /// The dispatch timer while armed. A `Mutex` holds it, so the type is `Sendable` without
  /// claiming that dispatch's own types are.
  private let source = Mutex<(any DispatchSourceTimer)?>(nil)
  private let onDisarm: @Sendable () -> Void

  /// Arms a timer.
  ///
  /// - Parameters:
  ///   - deadline: When to run the action.
  ///   - action: What to run at the deadline, unless the timer is cancelled first.
  ///   - onDisarm: Called once, when the timer fires or is cancelled.
  package init(
    deadline: DispatchTime,
    action: @escaping @Sendable () -> Void,
    onDisarm: @escaping @Sendable () -> Void
  ) {
    self.onDisarm = onDisarm
    source.withLock { source in
      let timer = DispatchSource.makeTimerSource(queue: Self.queue)
      timer.schedule(deadline: deadline)
      // The handler holds the timer until it fires or is cancelled, whichever drops the handler.
      timer.setEventHandler {
        guard self.disarm() else { return }
        action()
      }
      timer.activate()
      source = timer
    }
  }

  /// Stops the timer, which then never runs its action; does nothing once it has fired.
  package func cancel() {
    disarm()
  }

  /// Takes the timer off the queue, freeing it; returns `false` if it already was.
  @discardableResult
  private func disarm() -> Bool {
    guard let source = source.withLock({ $0.take() }) else { return false }
    source.cancel()
    onDisarm()
    return true
  }
}
