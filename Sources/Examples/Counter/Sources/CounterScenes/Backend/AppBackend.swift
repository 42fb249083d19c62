import Foundation
import ServerWorker

/// Counter's server, in process: what scenes ask unless `--server URL` names a server that
/// answers the same requests. `new scene NAME --with-server` adds the endpoint of each scene
/// it writes to ``answer(_:)``.
///
/// ```swift
/// let server = ServerWorker(transport: AppBackend.transport())
/// ```
enum AppBackend {
  /// A transport that hands every request to the backend, as a network server would get it.
  static func transport() -> EmbeddedTransport {
    EmbeddedTransport { request in answer(request) }
  }

  /// Answers a request as Counter's server does: 404 for a path it does not serve.
  ///
  /// - Parameter request: The request, as a server receives it.
  /// - Returns: The answer, whatever its status.
  static func answer(_ request: ServerHTTPRequest) -> ServerHTTPResponse {
    switch (request.method, request.path) {
    default:
      return .text("No endpoint at \(request.method.rawValue) \(request.path)", status: 404)
    }
  }
}
