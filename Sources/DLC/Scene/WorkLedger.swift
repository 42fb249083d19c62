import Synchronization

/// The number of pieces of scene work of one stage that are running or ready to run.
///
/// Every ``TrackedWork`` of the stage's scenes, and of scenes winding down after leaving it,
/// adds itself while busy and takes itself away once it finishes or waits on a
/// ``ManualClock``. Reading it costs the same whatever the depth of the stacks or the number of
/// sleeping tasks. It is changed from any thread (a clock wakes sleepers where it is advanced),
/// hence the atomic, and the lock around what to call when work starts.
final class WorkLedger: Sendable {
  private let busy = Atomic<Int>(0)
  private let onStartAction = Mutex<(@Sendable () -> Void)?>(nil)

  /// Creates a ledger with no work.
  init() {}

  /// The number of busy pieces of work.
  var busyCount: Int { busy.load(ordering: .acquiring) }

  /// Adds to the count, or takes away with a negative `delta`, and tells the ledger's watcher
  /// when the count leaves zero.
  ///
  /// - Parameter delta: The change.
  func add(_ delta: Int) {
    let (before, after) = busy.wrappingAdd(delta, ordering: .acquiringAndReleasing)
    if before == 0, after > 0, let action = onStart {
      action()
    }
  }

  /// What to call, on the thread that starts it, whenever work starts with none in flight.
  var onStart: (@Sendable () -> Void)? {
    get { onStartAction.withLock { $0 } }
    set { onStartAction.withLock { $0 = newValue } }
  }
}
