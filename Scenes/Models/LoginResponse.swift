/// The answer to `POST /login`: who signed in, and the token for every later request.
struct LoginResponse: Codable, Sendable, Equatable {
  /// The person who signed in.
  let user: User
  /// The bearer token for every later request.
  let token: String
}
