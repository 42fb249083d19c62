/// The body of every answer outside 2xx: what went wrong, in one sentence for a developer.
///
/// Its JSON is `{"error": "..."}`.
struct ErrorResponse: Codable, Sendable, Equatable {
  /// What went wrong, such as "The body has no \"password\"".
  let error: String
}
