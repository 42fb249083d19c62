import Foundation
import Synchronization

/// A loopback port that refuses every connection while it is held.
///
/// The port is bound but never listened on, so no other socket can take it and every connection
/// attempt is refused at once: a reliable "server unreachable".
package final class RefusingPort: Sendable {
  /// The held port.
  package let port: UInt16
  /// `http://127.0.0.1:PORT`.
  package let baseURL: URL
  private let descriptor: Mutex<Int32?>

  /// Binds a port that refuses connections.
  ///
  /// - Throws: ``LoopbackServerError`` when no socket can be bound.
  package init() throws(LoopbackServerError) {
    let (descriptor, port) = try LoopbackSocket.bindLoopback(listening: false)
    guard let baseURL = URL(string: "http://127.0.0.1:\(port)") else {
      LoopbackSocket.closeSocket(descriptor)
      throw LoopbackServerError(operation: "making the base URL", code: EINVAL)
    }
    self.port = port
    self.baseURL = baseURL
    self.descriptor = Mutex(descriptor)
  }

  deinit {
    close()
  }

  /// Releases the port. Calling it again does nothing.
  package func close() {
    descriptor.withLock { descriptor in
      if let open = descriptor {
        LoopbackSocket.closeSocket(open)
      }
      descriptor = nil
    }
  }
}
