import Foundation
import ServerWorker

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Owns the URL session of a ``URLSessionTransport`` and turns its data tasks into async calls.
///
/// The session holds its delegate strongly, so the loader invalidates the session when it goes
/// away; otherwise the two would keep each other alive.
final class URLSessionLoader: Sendable {
  private let session: URLSession
  private let relay: URLSessionRelay

  init() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let relay = URLSessionRelay()
    self.relay = relay
    self.session = URLSession(configuration: configuration, delegate: relay, delegateQueue: queue)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// Loads a request; cancelling the calling task cancels the data task.
  func load(
    _ request: URLRequest,
    responseSizeLimit: Int
  ) async throws(ServerError) -> ServerHTTPResponse {
    guard !Task.isCancelled else { throw .cancelled }
    let task = session.dataTask(with: request)
    let relay = relay
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        relay.expect(task, responseSizeLimit: responseSizeLimit, continuation: continuation)
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
    return try result.get()
  }
}
