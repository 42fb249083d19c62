/// A signed-in person, as `POST /login` returns them.
struct User: Codable, Sendable, Equatable {
  /// The account's stable id.
  let id: String
  /// The address the person signs in with.
  let email: String
  /// The name shown to them.
  let name: String
}
