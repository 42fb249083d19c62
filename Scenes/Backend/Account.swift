/// A person the backend can sign in: who they are and the password they sign in with.
///
/// The email is matched without regard to case, as mail servers do in practice; the password
/// must match exactly, character for character and byte for byte. The description leaves the
/// password out.
struct Account: Sendable, Equatable {
  /// The stable id the account's ``User`` carries.
  let id: String
  /// The address the person signs in with.
  let email: String
  /// The name shown to them.
  let name: String
  /// The password, in plain text: the backend is a demonstration that runs in-process.
  let password: String

  /// The account every Atlas backend has unless told otherwise:
  /// `demo@example.com` / `atlas-demo-1`.
  static let demo = Account(
    id: "user-demo",
    email: "demo@example.com",
    name: "Demo User",
    password: "atlas-demo-1"
  )

  /// The account as `POST /login` returns it, without the password.
  var user: User {
    User(id: id, email: email, name: name)
  }

  /// Whether the account signs in with these credentials.
  ///
  /// - Parameters:
  ///   - email: The address given, in any case.
  ///   - password: The password given.
  /// - Returns: `true` when the email matches ignoring case and the password matches exactly.
  func accepts(email: String, password: String) -> Bool {
    // `==` on strings would accept a password whose accents are composed differently.
    email.lowercased() == self.email.lowercased()
      && password.utf8.elementsEqual(self.password.utf8)
  }
}

extension Account: CustomStringConvertible {
  /// The id, email and name, never the password.
  var description: String {
    "Account(id: \(id), email: \(email), name: \(name))"
  }
}
