import Foundation
import Synchronization

/// When a walk's child process was last heard from, and whether it was killed for keeping quiet
/// too long: a step whose work holds the main actor (a loop, a wait that blocks instead of
/// awaiting) stops the child's own settle limit from ever being checked, and only its parent,
/// listening from outside, can tell.
final class ChildSilence: Sendable {
  private let lastHeard = Mutex(ContinuousClock.now)
  private let wasKilled = Atomic<Bool>(false)

  /// Notes a line from the child.
  func heard() {
    lastHeard.withLock { $0 = .now }
  }

  /// How long the child has said nothing.
  var silence: Duration {
    lastHeard.withLock { ContinuousClock.now - $0 }
  }

  /// Whether it was killed for its silence.
  var isStalled: Bool {
    wasKilled.load(ordering: .acquiring)
  }

  /// Kills the child, the process `processID`, once it has said nothing for `limit`.
  ///
  /// - Parameters:
  ///   - processID: The child's process.
  ///   - limit: The longest silence: past the longest a step may take to settle.
  /// - Returns: The task that listens; cancel it once the child has ended.
  func killAfterSilence(of processID: Int32, longerThan limit: Duration) -> Task<Void, Never> {
    Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(250))
        if !Task.isCancelled, silence > limit {
          wasKilled.store(true, ordering: .releasing)
          kill(processID, SIGKILL)
          return
        }
      }
    }
  }
}
