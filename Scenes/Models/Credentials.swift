/// The body of `POST /login`.
struct Credentials: Codable, Sendable, Equatable {
  /// The address the person signs in with.
  let email: String
  /// Their password.
  let password: String
}
