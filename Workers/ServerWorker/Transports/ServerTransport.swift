/// Carries one HTTP exchange to a server and back.
///
/// A transport sends exactly once: retries, authentication and decoding belong to
/// ``ServerWorker``. Every transport must behave alike, so the worker cannot tell which one it
/// uses: it answers within `timeout` in real time or throws ``ServerError/timedOut``, throws
/// ``ServerError/cancelled`` at once when its task is cancelled, and throws
/// ``ServerError/tooLarge(limit:)`` rather than hold a body over `responseSizeLimit`.
public protocol ServerTransport: Sendable {
  /// Sends a request and waits for the server's answer, whatever its status.
  ///
  /// - Parameters:
  ///   - request: The request to send.
  ///   - timeout: How long to wait for the whole answer, in real time.
  ///   - responseSizeLimit: The largest answer body to accept, in bytes.
  /// - Returns: The server's answer, including non-2xx answers.
  /// - Throws: ``ServerError/unreachable``, ``ServerError/timedOut``,
  ///   ``ServerError/tooLarge(limit:)``, ``ServerError/cancelled`` or
  ///   ``ServerError/invalidRequest(reason:)``.
  func send(
    _ request: ServerHTTPRequest,
    timeout: Duration,
    responseSizeLimit: Int
  ) async throws(ServerError) -> ServerHTTPResponse
}
