/// What libpq or the server said when a call failed: the SQLSTATE, if the server sent one, and
/// the message, with no password in it.
struct PostgreSQLFailure: Error, Sendable, Equatable {
  /// The server's five-character SQLSTATE, such as `40001`; `nil` when no server answered.
  var sqlState: String?
  /// What libpq or the server said, on one line.
  var message: String
  /// Whether the connection was lost (or never made), rather than a statement refused.
  var connectionLost: Bool

  /// Whether another transaction's commit conflicted with this one (a serialization failure,
  /// `40001`, or a deadlock, `40P01`): running it again from its start may succeed.
  var isConflict: Bool { sqlState == "40001" || sqlState == "40P01" }

  /// A failure, its message put on one line and cleaned of any password.
  ///
  /// - Parameters:
  ///   - sqlState: The SQLSTATE, if any.
  ///   - message: What libpq said.
  ///   - connectionLost: Whether the connection is gone.
  init(sqlState: String?, message: String, connectionLost: Bool) {
    self.sqlState = sqlState
    self.message = Self.clean(message)
    self.connectionLost = connectionLost
  }

  /// A message on one line, with the password libpq was given through `PGPASSWORD` masked
  /// should it ever appear: the store's errors reach logs and screens.
  static func clean(_ message: String) -> String {
    var text = message.split(whereSeparator: \.isNewline)
      .map { $0.trimmingPrefix(while: \.isWhitespace) }
      .joined(separator: " ")
    if let password = PostgreSQLAddress.environmentPassword, !password.isEmpty {
      text = text.replacing(password, with: "•••")
    }
    return text
  }
}
