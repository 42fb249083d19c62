import Foundation
import ServerWorker

/// A small HTTP/1.1 server on 127.0.0.1, for tests that need a real server on a real socket.
///
/// It listens on a port the system picks, reads each request (with a `Content-Length` body),
/// asks the handler for the reply and answers with `Connection: close`. Each connection is served
/// on a thread of its own. ``stop()`` closes the listener and every open connection, and cancels
/// the handlers still running; it is also called when the server is freed.
///
/// ```swift
/// let server = try await LoopbackHTTPServer.start { request in
///   .json(["path": request.path])
/// }
/// defer { server.stop() }
/// let transport = URLSessionTransport(baseURL: server.baseURL)
/// ```
package final class LoopbackHTTPServer: Sendable {
  /// The port the server listens on.
  package let port: UInt16
  /// `http://127.0.0.1:PORT`.
  package let baseURL: URL
  private let registry: LoopbackRegistry

  private init(port: UInt16, baseURL: URL, registry: LoopbackRegistry) {
    self.port = port
    self.baseURL = baseURL
    self.registry = registry
  }

  deinit {
    registry.stop()
  }

  /// Starts a server that answers every request with the handler's response.
  ///
  /// - Parameter handler: Answers a request; it is cancelled when the server stops.
  /// - Returns: The running server.
  /// - Throws: ``LoopbackServerError`` when no socket can be set up.
  package static func start(
    handler: @escaping @Sendable (ServerHTTPRequest) async -> ServerHTTPResponse
  ) async throws(LoopbackServerError) -> LoopbackHTTPServer {
    try await start(replying: { request in .answer(await handler(request)) })
  }

  /// Starts a server that does with each request what the closure decides: answer it, never
  /// answer it, or close the connection.
  ///
  /// - Parameter replying: Decides the reply to a request; it is cancelled when the server stops.
  /// - Returns: The running server.
  /// - Throws: ``LoopbackServerError`` when no socket can be set up.
  package static func start(
    replying: @escaping @Sendable (ServerHTTPRequest) async -> LoopbackReply
  ) async throws(LoopbackServerError) -> LoopbackHTTPServer {
    let (listener, port) = try LoopbackSocket.bindLoopback(listening: true)
    guard let baseURL = URL(string: "http://127.0.0.1:\(port)") else {
      LoopbackSocket.closeSocket(listener)
      throw LoopbackServerError(operation: "making the base URL", code: EINVAL)
    }
    let registry = LoopbackRegistry(listener: listener)
    Thread.detachNewThread {
      registry.acceptConnections(replying: replying)
    }
    return LoopbackHTTPServer(port: port, baseURL: baseURL, registry: registry)
  }

  /// Stops accepting connections, so that every later one is refused, while the connections
  /// already open are served to the end: a server that goes away between two requests.
  package func stopListening() {
    registry.stopListening()
  }

  /// Stops the server: no new connection is accepted, open ones are closed, and running
  /// handlers are cancelled. Calling it again does nothing.
  package func stop() {
    registry.stop()
  }
}
