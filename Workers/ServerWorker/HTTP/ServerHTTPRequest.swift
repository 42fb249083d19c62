import Foundation

/// An HTTP request as a server receives it: method, path, decoded query items, headers and body.
///
/// Transports send it; the in-process handler of ``EmbeddedTransport`` receives it exactly as a
/// network server would, after the target has been percent-encoded and parsed back. Its
/// description never shows credentials (see ``HTTPHeaders``).
///
/// <!-- swift-check
/// func suggestions(startingWith text: String) -> [String] { [] }
/// -->
/// ```swift
/// let transport = EmbeddedTransport { request in
///   guard request.path == "/suggest", let text = request.queryValue(named: "q") else {
///     return .text("Missing q", status: 400)
///   }
///   return .json(["countries": suggestions(startingWith: text)])
/// }
/// ```
public struct ServerHTTPRequest: Sendable, Equatable {
  /// The request method.
  public var method: HTTPMethod
  /// The decoded path, starting with `/`, without the query.
  public var path: String {
    didSet { encodedPath = nil }
  }
  /// The path as it goes on the wire when it was built from segments, each encoded whole (a `/`
  /// inside one as `%2F`); `nil` to encode ``path`` as a whole.
  package var encodedPath: String?
  /// The decoded query items, in the order they appear in the target.
  public var queryItems: [URLQueryItem]
  /// The header fields.
  public var headers: HTTPHeaders
  /// The body; empty when there is none.
  public var body: Data

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - method: The request method.
  ///   - path: The decoded path, starting with `/`.
  ///   - queryItems: The decoded query items, in the order they are to be sent.
  ///   - headers: The header fields.
  ///   - body: The body; empty for none.
  public init(
    method: HTTPMethod,
    path: String,
    queryItems: [URLQueryItem] = [],
    headers: HTTPHeaders = [:],
    body: Data = Data()
  ) {
    self.method = method
    self.path = path
    self.queryItems = queryItems
    self.headers = headers
    self.body = body
  }

  /// Creates a request from a request-line target, as a server parses it.
  ///
  /// Returns `nil` when the target is not an absolute path or is badly percent-encoded.
  package init?(method: HTTPMethod, target: String, headers: HTTPHeaders, body: Data) {
    guard let parsed = RequestTarget(parsing: target) else { return nil }
    self.init(
      method: method,
      path: parsed.path,
      queryItems: parsed.queryItems,
      headers: headers,
      body: body
    )
    encodedPath = parsed.encodedPath
  }

  /// The target as written on the request line: the path and query, percent-encoded.
  public var target: String {
    RequestTarget(path: path, queryItems: queryItems, encodedPath: encodedPath).encoded
  }

  /// The value of the first query item with the given name, or `nil` when there is none.
  ///
  /// - Parameter name: The query item's decoded name.
  /// - Returns: The decoded value; `nil` also when the item has no `=`.
  public func queryValue(named name: String) -> String? {
    queryItems.first { $0.name == name }?.value
  }
}

extension ServerHTTPRequest: CustomStringConvertible {
  /// The method, target, headers (credentials redacted) and body size on one line.
  public var description: String {
    "\(method.rawValue) \(target) \(headers) (\(body.count)-byte body)"
  }
}
