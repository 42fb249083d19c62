import Synchronization

/// The messages a ``MailWorker`` has sent.
final class Outbox: Sendable {
  private let sent = Mutex<[String]>([])

  var messages: [String] { sent.withLock { $0 } }

  func add(_ message: String) {
    sent.withLock { $0.append(message) }
  }
}
