import Foundation

/// Ctrl-C during `explore` or `graph`: the walk stops where it is and reports what it covered
/// and found, rather than the process ending with the findings unprinted.
///
/// The walking child ignores the signal, which a terminal sends to the whole process group, so
/// that only the tool decides: it ends the child itself and takes no death of the child's for a
/// crash.
@MainActor
final class WalkInterruption {
  /// Whether Ctrl-C came during the walk.
  private(set) var isRequested = false

  /// The walking child's process, while one runs.
  var child: pid_t?

  /// Ends the walk: the running child is killed, and no other starts.
  func request() {
    isRequested = true
    if let child {
      kill(child, SIGKILL)
    }
  }
}
