import ServerWorker
import Synchronization

/// The requests a test server has received, in order.
final class RequestLog: Sendable {
  private let requests = Mutex<[ServerHTTPRequest]>([])

  var all: [ServerHTTPRequest] { requests.withLock { $0 } }

  var count: Int { requests.withLock { $0.count } }

  /// Records a request and returns how many came before it.
  @discardableResult
  func record(_ request: ServerHTTPRequest) -> Int {
    requests.withLock { requests in
      requests.append(request)
      return requests.count - 1
    }
  }
}
