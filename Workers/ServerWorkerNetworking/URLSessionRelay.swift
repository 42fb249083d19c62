import Foundation
import ServerWorker
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The delegate of a ``URLSessionLoader``'s session: collects each task's answer, cuts it off
/// past the size limit, refuses redirects that would carry the request elsewhere, and resumes
/// the task's caller exactly once.
final class URLSessionRelay: NSObject, URLSessionDataDelegate, Sendable {
  /// How many redirects within the request's origin one request follows.
  static let redirectLimit = 5

  private struct Load {
    let continuation: CheckedContinuation<Result<ServerHTTPResponse, ServerError>, Never>
    let responseSizeLimit: Int
    var response: HTTPURLResponse?
    var body = Data()
    var redirects = 0
  }

  private let loads = Mutex<[Int: Load]>([:])

  /// Registers a task before it is resumed, so that no callback finds it missing.
  func expect(
    _ task: URLSessionTask,
    responseSizeLimit: Int,
    continuation: CheckedContinuation<Result<ServerHTTPResponse, ServerError>, Never>
  ) {
    loads.withLock { loads in
      loads[task.taskIdentifier] = Load(
        continuation: continuation,
        responseSizeLimit: responseSizeLimit
      )
    }
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let limit: Int? = loads.withLock { loads in
      guard let load = loads[dataTask.taskIdentifier] else { return nil }
      guard response.expectedContentLength <= Int64(load.responseSizeLimit) else {
        return load.responseSizeLimit
      }
      loads[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
      return nil
    }
    if let limit {
      finish(dataTask, with: .failure(.tooLarge(limit: limit)))
      completionHandler(.cancel)
    } else {
      completionHandler(.allow)
    }
  }

  /// Follows a redirect only within the origin the request was made for, and only a bounded
  /// number of times: the request carries the bearer token, which no other origin may see.
  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    let location = request.url?.absoluteString ?? ""
    let refusal: ServerError?
    if let from = task.originalRequest?.url.flatMap(RequestOrigin.init),
      let to = request.url.flatMap(RequestOrigin.init), from == to
    {
      refusal = loads.withLock { loads in
        guard loads[task.taskIdentifier] != nil else { return nil }
        loads[task.taskIdentifier]?.redirects += 1
        let redirects = loads[task.taskIdentifier]?.redirects ?? 0
        return redirects > Self.redirectLimit ? .tooManyRedirects(limit: Self.redirectLimit) : nil
      }
    } else {
      refusal = .crossOriginRedirect(location: location)
    }
    guard let refusal else {
      completionHandler(request)
      return
    }
    finish(task, with: .failure(refusal))
    completionHandler(nil)
    task.cancel()
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let limit: Int? = loads.withLock { loads in
      guard let load = loads[dataTask.taskIdentifier] else { return nil }
      guard load.body.count + data.count <= load.responseSizeLimit else {
        return load.responseSizeLimit
      }
      loads[dataTask.taskIdentifier]?.body.append(data)
      return nil
    }
    if let limit {
      finish(dataTask, with: .failure(.tooLarge(limit: limit)))
      dataTask.cancel()
    }
  }

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didCompleteWithError error: (any Error)?
  ) {
    if let error {
      finish(task, with: .failure(Self.serverError(for: error)))
      return
    }
    let load = loads.withLock { $0[task.taskIdentifier] }
    guard let load, let response = load.response else {
      finish(task, with: .failure(.unreachable))
      return
    }
    finish(task, with: .success(Self.serverResponse(response, body: load.body)))
  }

  private func finish(
    _ task: URLSessionTask,
    with result: Result<ServerHTTPResponse, ServerError>
  ) {
    let load = loads.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    load?.continuation.resume(returning: result)
  }

  private static func serverError(for error: any Error) -> ServerError {
    switch (error as? URLError)?.code {
    case .timedOut?: .timedOut
    case .cancelled?: .cancelled
    default: .unreachable
    }
  }

  private static func serverResponse(
    _ response: HTTPURLResponse,
    body: Data
  ) -> ServerHTTPResponse {
    var headers = HTTPHeaders()
    for (name, value) in response.allHeaderFields {
      if let name = name as? String, let value = value as? String {
        headers[name] = value
      }
    }
    return ServerHTTPResponse(status: response.statusCode, headers: headers, body: body)
  }
}
