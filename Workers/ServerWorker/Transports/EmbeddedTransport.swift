import Foundation

/// A transport that hands each request to an in-process handler, as a server would receive it.
///
/// It lets an application run its backend with no network while its worker behaves exactly as
/// over `URLSessionTransport` (of ServerWorkerNetworking): the target is percent-encoded and
/// parsed back before the handler sees it, a handler that does not answer within the timeout
/// yields ``ServerError/timedOut``, cancellation yields ``ServerError/cancelled`` at once and
/// drops the handler's late answer, a body over the limit yields
/// ``ServerError/tooLarge(limit:)``, and a `HEAD` answer loses its body.
///
/// ```swift
/// let transport = EmbeddedTransport { request in
///   request.path == "/ping" ? .text("pong", status: 200) : .text("Not found", status: 404)
/// }
/// let worker = ServerWorker(transport: transport)
/// ```
public struct EmbeddedTransport: ServerTransport {
  private let handler: @Sendable (ServerHTTPRequest) async -> ServerHTTPResponse

  /// Creates a transport that answers with a handler.
  ///
  /// - Parameter handler: Answers a request as a server would. It runs in a task of its own,
  ///   which is cancelled when the request times out or its caller is cancelled.
  public init(handler: @escaping @Sendable (ServerHTTPRequest) async -> ServerHTTPResponse) {
    self.handler = handler
  }

  /// Hands the request to the handler and returns its answer.
  ///
  /// - Parameters:
  ///   - request: The request to send.
  ///   - timeout: How long to wait for the handler's answer, in real time.
  ///   - responseSizeLimit: The largest answer body to accept, in bytes.
  /// - Returns: The handler's answer, whatever its status.
  /// - Throws: ``ServerError/timedOut``, ``ServerError/cancelled``,
  ///   ``ServerError/tooLarge(limit:)``, or ``ServerError/invalidRequest(reason:)`` when the
  ///   target does not parse back.
  public func send(
    _ request: ServerHTTPRequest,
    timeout: Duration,
    responseSizeLimit: Int
  ) async throws(ServerError) -> ServerHTTPResponse {
    let target = request.target
    guard
      let received = ServerHTTPRequest(
        method: request.method,
        target: target,
        headers: request.headers,
        body: request.body
      )
    else {
      throw .invalidRequest(reason: "the target \(target) is not a valid request target")
    }
    let handler = handler
    var response = try await TimeLimitedCall.run(within: timeout) {
      await handler(received)
    }
    guard response.body.count <= responseSizeLimit else {
      throw .tooLarge(limit: responseSizeLimit)
    }
    if request.method == .head {
      response.body = Data()
    }
    return response
  }
}
