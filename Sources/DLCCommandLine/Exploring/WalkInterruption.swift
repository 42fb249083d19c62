import Foundation

/// Ctrl-C during `explore` or `graph`: the walk stops where it is and reports what it covered
/// and found, rather than the process ending with the findings unprinted.
///
/// The walking child ignores the signal, which a terminal sends to the whole process group, so
/// that only the tool decides: it ends the child itself and takes no death of the child's for a
/// crash. A second Ctrl-C ends the tool at once, as if the first had not been caught.
@MainActor
final class WalkInterruption {
  /// Whether Ctrl-C came during the walk.
  private(set) var isRequested = false

  /// The walking child, while one runs.
  var child: Process?

  /// Ends the walk: the running child is killed, and no other starts.
  func request() {
    guard !isRequested else {
      InterruptSignal.endByIt()
      return
    }
    isRequested = true
    // Only while it runs: once it has ended and been reaped, its number may be another's.
    if let child, child.isRunning {
      kill(child.processIdentifier, SIGKILL)
    }
  }
}
