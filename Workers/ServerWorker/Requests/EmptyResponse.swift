/// The response type of a request whose answer carries nothing to decode, such as a 204.
///
/// The worker does not read the body of a successful answer for this type, so any 2xx status
/// succeeds with `EmptyResponse()`.
public struct EmptyResponse: Decodable, Sendable, Equatable {
  /// Creates the empty answer.
  public init() {}
}
