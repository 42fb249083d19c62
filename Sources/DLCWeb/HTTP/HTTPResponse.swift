/// An HTTP/1.1 response: a status, header fields and a body.
///
/// Every response carries the headers that keep a browser from reading it as something it is
/// not (`X-Content-Type-Options: nosniff`) and from showing it inside another site's frame.
struct HTTPResponse: Sendable {
  /// The status code, such as 200.
  var status: Int
  /// The header fields besides `Content-Length`, `Connection` and the ones every response has.
  var headers: [(name: String, value: String)]
  /// The body.
  var body: [UInt8]

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - status: The status code.
  ///   - contentType: The body's media type, or `nil` without a body.
  ///   - headers: More header fields.
  ///   - body: The body.
  init(
    status: Int, contentType: String? = nil, headers: [(name: String, value: String)] = [],
    body: [UInt8] = []
  ) {
    self.status = status
    self.headers = (contentType.map { [("Content-Type", $0)] } ?? []) + headers
    self.body = body
  }

  /// A plain-text response, for errors a person may read.
  ///
  /// - Parameters:
  ///   - status: The status code.
  ///   - text: The body, to which a line feed is added.
  /// - Returns: The response.
  static func text(_ status: Int, _ text: String) -> HTTPResponse {
    HTTPResponse(
      status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
  }

  /// The header fields every response carries.
  static let commonHeaders: [(name: String, value: String)] = [
    ("X-Content-Type-Options", "nosniff"),
    ("X-Frame-Options", "DENY"),
    ("Referrer-Policy", "no-referrer"),
    ("Cache-Control", "no-store"),
  ]

  /// The response as bytes to send.
  ///
  /// - Parameters:
  ///   - keepsAlive: Whether the connection stays open for another request.
  ///   - hasLength: Whether to send `Content-Length`; a stream of events has none.
  /// - Returns: The status line, the header fields and the body.
  func serialized(keepsAlive: Bool, hasLength: Bool = true) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(Self.reason(for: status))\r\n"
    for (name, value) in Self.commonHeaders + headers {
      head += "\(name): \(value)\r\n"
    }
    // An answer to HEAD already carries the length its GET would have: one only.
    if hasLength, !headers.contains(where: { $0.name == "Content-Length" }) {
      head += "Content-Length: \(body.count)\r\n"
    }
    head += keepsAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
    return Array(head.utf8) + body
  }

  /// The reason phrase of a status code.
  static func reason(for status: Int) -> String {
    switch status {
    case 200: "OK"
    case 204: "No Content"
    case 303: "See Other"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 413: "Content Too Large"
    case 415: "Unsupported Media Type"
    case 421: "Misdirected Request"
    case 431: "Request Header Fields Too Large"
    case 500: "Internal Server Error"
    case 501: "Not Implemented"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }
}
