import ServerWorker
import Synchronization

/// The requests a test server has received, in order, for a test to read back.
package final class RequestLog: Sendable {
  private let requests = Mutex<[ServerHTTPRequest]>([])

  /// Creates an empty log.
  package init() {}

  /// Every request, oldest first.
  package var all: [ServerHTTPRequest] { requests.withLock { $0 } }

  /// How many requests there have been.
  package var count: Int { requests.withLock { $0.count } }

  /// Records a request and returns how many came before it.
  @discardableResult
  package func record(_ request: ServerHTTPRequest) -> Int {
    requests.withLock { requests in
      requests.append(request)
      return requests.count - 1
    }
  }

  /// Records a request and answers it with 204 No Content: the server of a test about what the
  /// client sent.
  package func answerNoContent(_ request: ServerHTTPRequest) -> ServerHTTPResponse {
    record(request)
    return ServerHTTPResponse(status: 204)
  }
}
