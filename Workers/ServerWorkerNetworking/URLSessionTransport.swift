public import Foundation
public import ServerWorker

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A transport that sends each request over HTTP to a server at a base URL.
///
/// It stops reading an answer as soon as its announced or received length passes the size
/// limit, keeps no cookies and no cache, and times out in real time. It follows a redirect only
/// within the request's origin (scheme, host and port), at most
/// five times in a row; a request is never sent, with its credentials, to another origin.
///
/// <!-- swift-check
/// let serverURL = URL(filePath: "/")
/// -->
/// ```swift
/// let transport = URLSessionTransport(baseURL: serverURL)
/// let worker = ServerWorker(transport: transport)
/// ```
public struct URLSessionTransport: ServerTransport {
  /// The URL that request paths are appended to, such as `https://atlas.example.com/api`.
  public let baseURL: URL
  private let loader: URLSessionLoader

  /// Creates a transport to a server.
  ///
  /// - Parameter baseURL: The URL that request paths are appended to.
  public init(baseURL: URL) {
    self.baseURL = baseURL
    self.loader = URLSessionLoader()
  }

  /// Sends the request over HTTP and returns the server's answer.
  ///
  /// - Parameters:
  ///   - request: The request to send.
  ///   - timeout: How long to wait for the whole answer, in real time.
  ///   - responseSizeLimit: The largest answer body to accept, in bytes.
  /// - Returns: The server's answer, whatever its status.
  /// - Throws: `ServerError.unreachable` when there is no connection or it breaks before the
  ///   answer is complete, `ServerError.timedOut`, `ServerError.cancelled`,
  ///   `ServerError.tooLarge(limit:)`, `ServerError.crossOriginRedirect(location:)` for a
  ///   redirect to another origin, `ServerError.tooManyRedirects(limit:)`, or
  ///   `ServerError.invalidRequest(reason:)` when no URL can be made of the base URL and target.
  public func send(
    _ request: ServerHTTPRequest,
    timeout: Duration,
    responseSizeLimit: Int
  ) async throws(ServerError) -> ServerHTTPResponse {
    let urlRequest = try makeURLRequest(for: request, timeout: timeout)
    let loader = loader
    return try await TimeLimitedCall.run(within: timeout) { () async throws(ServerError) in
      try await loader.load(urlRequest, responseSizeLimit: responseSizeLimit)
    }
  }

  private func makeURLRequest(
    for request: ServerHTTPRequest,
    timeout: Duration
  ) throws(ServerError) -> URLRequest {
    var base = baseURL.absoluteString
    while base.hasSuffix("/") {
      base.removeLast()
    }
    guard let url = URL(string: base + request.target) else {
      throw .invalidRequest(reason: "no URL can be made of \(base) and \(request.target)")
    }
    let seconds = timeout.components
    var urlRequest = URLRequest(
      url: url,
      cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: Double(seconds.seconds) + Double(seconds.attoseconds) * 1e-18
    )
    urlRequest.httpMethod = request.method.rawValue
    for field in request.headers.sortedFields {
      urlRequest.setValue(field.value, forHTTPHeaderField: field.name)
    }
    if !request.body.isEmpty {
      urlRequest.httpBody = request.body
    }
    return urlRequest
  }
}
