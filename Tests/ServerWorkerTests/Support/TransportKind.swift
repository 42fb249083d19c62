import LoopbackHTTPServer
import ServerWorker
import ServerWorkerNetworking
import Testing

/// The transports that every request-level test runs over.
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// Real HTTP to a loopback server on 127.0.0.1.
  case urlSession
  /// An in-process handler.
  case embedded

  var testDescription: String { rawValue }

  /// Runs `body` with a transport to a server that answers with `handler`, and stops the server
  /// afterwards.
  @discardableResult
  func withTransport<T>(
    handler: @escaping @Sendable (ServerHTTPRequest) async -> ServerHTTPResponse,
    _ body: (any ServerTransport) async throws -> T
  ) async throws -> T {
    switch self {
    case .embedded:
      return try await body(EmbeddedTransport(handler: handler))
    case .urlSession:
      let server = try await LoopbackHTTPServer.start(handler: handler)
      defer { server.stop() }
      return try await body(URLSessionTransport(baseURL: server.baseURL))
    }
  }

  /// Runs `body` with a worker whose server answers with `handler`, and stops the server
  /// afterwards.
  @discardableResult
  func withWorker<T>(
    configuration: ServerConfiguration = ServerConfiguration(),
    clock: any Clock<Duration> = ContinuousClock(),
    handler: @escaping @Sendable (ServerHTTPRequest) async -> ServerHTTPResponse,
    _ body: (any ServerWorkerInterface) async throws -> T
  ) async throws -> T {
    try await withTransport(handler: handler) { transport in
      try await body(ServerWorker(transport: transport, configuration: configuration, clock: clock))
    }
  }
}
