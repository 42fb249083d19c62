import Foundation

/// An HTTP response as a server sends it: status, headers and body.
///
/// Its description never shows credentials (see ``HTTPHeaders``).
public struct ServerHTTPResponse: Sendable, Equatable {
  /// The status code, such as 200 or 404.
  public var status: Int
  /// The header fields.
  public var headers: HTTPHeaders
  /// The body; empty when there is none.
  public var body: Data

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - status: The status code.
  ///   - headers: The header fields.
  ///   - body: The body; empty for none.
  public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A response whose body is a value encoded as JSON, with sorted keys.
  ///
  /// A value that cannot be encoded yields a 500 answer, as a server whose encoder fails would
  /// send.
  ///
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - status: The status code; 200 unless given.
  /// - Returns: The response, with `Content-Type: application/json; charset=utf-8`.
  public static func json(_ value: some Encodable, status: Int = 200) -> ServerHTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let body = try? encoder.encode(value) else {
      return .text("The answer could not be encoded", status: 500)
    }
    return ServerHTTPResponse(
      status: status,
      headers: ["Content-Type": "application/json; charset=utf-8"],
      body: body
    )
  }

  /// A response whose body is plain UTF-8 text.
  ///
  /// - Parameters:
  ///   - text: The body text.
  ///   - status: The status code.
  /// - Returns: The response, with `Content-Type: text/plain; charset=utf-8`.
  public static func text(_ text: String, status: Int) -> ServerHTTPResponse {
    ServerHTTPResponse(
      status: status,
      headers: ["Content-Type": "text/plain; charset=utf-8"],
      body: Data(text.utf8)
    )
  }
}

extension ServerHTTPResponse: CustomStringConvertible {
  /// The status, headers (credentials redacted) and body size on one line.
  public var description: String {
    "\(status) \(headers) (\(body.count)-byte body)"
  }
}
