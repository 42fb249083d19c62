import DLC
import Synchronization

/// An application's own worker, in no module the framework knows: it sends mail for every scene
/// of an act, and outlives each of them, as it says by being ``SharedAcrossScenes``.
final class MailWorker: Sendable, SharedAcrossScenes {
  /// Where sent mail waits; an object of the worker's own, which no scene owns either.
  let outbox = Outbox()

  func send(_ message: String) {
    outbox.add(message)
  }
}
