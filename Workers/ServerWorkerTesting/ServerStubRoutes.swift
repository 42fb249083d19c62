import ServerWorker
import Synchronization
import Testing

/// The answers a ``ServerStub`` was set up with and the requests it received; the transport
/// under the stub's worker.
final class ServerStubRoutes: ServerTransport {
  private struct Route: Hashable {
    let method: HTTPMethod
    let path: String
  }

  private struct State {
    var answers: [Route: ServerStub.Answer] = [:]
    var requests: [ServerHTTPRequest] = []
  }

  private let state = Mutex(State())
  private let sourceLocation: SourceLocation

  init(sourceLocation: SourceLocation) {
    self.sourceLocation = sourceLocation
  }

  var requests: [ServerHTTPRequest] {
    state.withLock { $0.requests }
  }

  func set(_ answer: @escaping ServerStub.Answer, for method: HTTPMethod, _ path: String) {
    state.withLock { $0.answers[Route(method: method, path: path)] = answer }
  }

  func send(
    _ request: ServerHTTPRequest,
    timeout: Duration,
    responseSizeLimit: Int
  ) async throws(ServerError) -> ServerHTTPResponse {
    let answer = state.withLock { state in
      state.requests.append(request)
      return state.answers[Route(method: request.method, path: request.path)]
    }
    guard let answer else {
      Issue.record(
        """
        ServerStub has no answer for \(request.method.rawValue) \(request.target); set one up \
        with answer(.\(request.method.rawValue.lowercased()), "\(request.path)", ...)
        """,
        sourceLocation: sourceLocation)
      throw .unreachable
    }
    return try await answer(request)
  }
}
