import Foundation

/// A request to the server, typed by the response it decodes.
///
/// Query items are kept sorted by name (items with the same name keep their order), so a request
/// always encodes to the same target. Bodies are JSON; the worker adds
/// `Content-Type: application/json` when a body is present and no content type is given.
///
/// <!-- swift-check
/// func example(worker: any ServerWorkerInterface, credentials: Credentials) async throws {
///   <#example#>
/// }
/// -->
/// ```swift
/// struct Suggestions: Decodable, Sendable { var countries: [Country] }
///
/// let suggestions: Suggestions = try await worker.send(.get("/suggest", query: ["q": "Ger"]))
/// let answer: LoginResponse = try await worker.send(.post("/login", body: credentials))
/// ```
public struct ServerRequest<Response: Decodable & Sendable>: Sendable {
  /// The request method.
  public let method: HTTPMethod
  /// The path, starting with `/`, unencoded.
  public let path: String
  /// The path as it goes on the wire when the request was made of segments; `nil` to encode
  /// ``path`` as a whole.
  private(set) var encodedPath: String?
  /// The query items, unencoded, sorted by name.
  public let queryItems: [URLQueryItem]
  /// Headers sent with this request in addition to the worker's own.
  public let headers: HTTPHeaders
  /// The body, usually JSON; `nil` for none.
  public let body: Data?
  /// How long to wait for the answer; `nil` takes the worker's configured timeout.
  public let timeout: Duration?

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - method: The request method.
  ///   - path: The path, starting with `/`, unencoded.
  ///   - queryItems: The query items, unencoded; they are sorted by name.
  ///   - headers: Headers to send in addition to the worker's own; a header given here wins.
  ///   - body: The body, usually JSON; `nil` for none.
  ///   - timeout: How long to wait for the answer; `nil` takes the worker's configured timeout.
  public init(
    method: HTTPMethod,
    path: String,
    queryItems: [URLQueryItem] = [],
    headers: HTTPHeaders = [:],
    body: Data? = nil,
    timeout: Duration? = nil
  ) {
    self.method = method
    self.path = path
    encodedPath = nil
    self.queryItems = queryItems.enumerated()
      .sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
      .map(\.element)
    self.headers = headers
    self.body = body
    self.timeout = timeout
  }

  /// Creates a request whose path is made of segments, each encoded whole.
  ///
  /// Use it wherever a value goes into a path: a `/`, `?`, `#` or `%` in a segment is encoded,
  /// and a segment that is `.` or `..` has its dots encoded, so a value from a server or a
  /// person (a country code of `../../logout`, say) stays one segment and cannot reach another
  /// path.
  ///
  /// <!-- swift-check
  /// let code = "DEU"
  /// -->
  /// ```swift
  /// let country = ServerRequest<Country>(method: .get, segments: ["countries", code])
  /// ```
  ///
  /// - Parameters:
  ///   - method: The request method.
  ///   - segments: The path's segments, unencoded, without slashes between them.
  ///   - queryItems: The query items, unencoded; they are sorted by name.
  ///   - headers: Headers to send in addition to the worker's own; a header given here wins.
  ///   - body: The body, usually JSON; `nil` for none.
  ///   - timeout: How long to wait for the answer; `nil` takes the worker's configured timeout.
  public init(
    method: HTTPMethod,
    segments: [String],
    queryItems: [URLQueryItem] = [],
    headers: HTTPHeaders = [:],
    body: Data? = nil,
    timeout: Duration? = nil
  ) {
    self.init(
      method: method, path: "/" + segments.joined(separator: "/"), queryItems: queryItems,
      headers: headers, body: body, timeout: timeout)
    encodedPath = RequestTarget.encodedPath(segments: segments)
  }

  /// The same request with another timeout.
  ///
  /// - Parameter duration: How long to wait for the answer.
  /// - Returns: A copy of the request that waits `duration`.
  public func timingOut(after duration: Duration) -> ServerRequest {
    var copy = ServerRequest(
      method: method,
      path: path,
      queryItems: queryItems,
      headers: headers,
      body: body,
      timeout: duration
    )
    copy.encodedPath = encodedPath
    return copy
  }
}
