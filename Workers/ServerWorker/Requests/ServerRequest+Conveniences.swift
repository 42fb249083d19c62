import Foundation

extension ServerRequest {
  /// A `GET` request.
  ///
  /// - Parameters:
  ///   - path: The path, starting with `/`, unencoded.
  ///   - query: The query items by name, unencoded.
  /// - Returns: The request.
  public static func get(_ path: String, query: [String: String] = [:]) -> ServerRequest {
    ServerRequest(method: .get, path: path, queryItems: queryItems(query))
  }

  /// A `GET` request whose path is made of segments, each encoded whole, so that a value in it
  /// stays one segment.
  ///
  /// - Parameters:
  ///   - segments: The path's segments, unencoded, such as `["countries", code]`.
  ///   - query: The query items by name, unencoded.
  /// - Returns: The request.
  public static func get(segments: [String], query: [String: String] = [:]) -> ServerRequest {
    ServerRequest(method: .get, segments: segments, queryItems: queryItems(query))
  }

  /// A `DELETE` request.
  ///
  /// - Parameters:
  ///   - path: The path, starting with `/`, unencoded.
  ///   - query: The query items by name, unencoded.
  /// - Returns: The request.
  public static func delete(_ path: String, query: [String: String] = [:]) -> ServerRequest {
    ServerRequest(method: .delete, path: path, queryItems: queryItems(query))
  }

  /// A `POST` request whose body is a value encoded as JSON, with sorted keys.
  ///
  /// - Parameters:
  ///   - path: The path, starting with `/`, unencoded.
  ///   - body: The value to send.
  /// - Returns: The request.
  /// - Throws: ``ServerError/invalidRequest(reason:)`` when the value cannot be encoded.
  public static func post(
    _ path: String,
    body: some Encodable
  ) throws(ServerError) -> ServerRequest {
    ServerRequest(method: .post, path: path, body: try encoded(body, for: .post, path))
  }

  /// A `PUT` request whose body is a value encoded as JSON, with sorted keys.
  ///
  /// - Parameters:
  ///   - path: The path, starting with `/`, unencoded.
  ///   - body: The value to send.
  /// - Returns: The request.
  /// - Throws: ``ServerError/invalidRequest(reason:)`` when the value cannot be encoded.
  public static func put(
    _ path: String,
    body: some Encodable
  ) throws(ServerError) -> ServerRequest {
    ServerRequest(method: .put, path: path, body: try encoded(body, for: .put, path))
  }

  private static func queryItems(_ query: [String: String]) -> [URLQueryItem] {
    query.map { URLQueryItem(name: $0.key, value: $0.value) }
  }

  private static func encoded(
    _ value: some Encodable,
    for method: HTTPMethod,
    _ path: String
  ) throws(ServerError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return try encoder.encode(value)
    } catch {
      // The error's own description may quote the value, which can be a password.
      var detail = ""
      if case .invalidValue(_, let context) = error as? EncodingError {
        detail = " at \(CodingPath.text(context.codingPath)): \(context.debugDescription)"
      }
      throw .invalidRequest(
        reason: "the body of \(method.rawValue) \(path) cannot be encoded as JSON\(detail)"
      )
    }
  }
}
