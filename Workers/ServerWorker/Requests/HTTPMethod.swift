/// The HTTP method of a request to the server.
///
/// The raw value is the method's name as it travels on the wire.
public enum HTTPMethod: String, Sendable, CaseIterable {
  /// Reads a resource.
  case get = "GET"
  /// Reads a resource's headers only.
  case head = "HEAD"
  /// Creates a resource or performs an action.
  case post = "POST"
  /// Replaces a resource.
  case put = "PUT"
  /// Changes part of a resource.
  case patch = "PATCH"
  /// Removes a resource.
  case delete = "DELETE"

  /// Whether sending the request twice has the same effect as sending it once.
  ///
  /// Only idempotent requests are retried after a failure, because the server may have acted on
  /// the first attempt before its answer was lost.
  public var isIdempotent: Bool {
    switch self {
    case .get, .head, .put, .delete: true
    case .post, .patch: false
    }
  }
}
