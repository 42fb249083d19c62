internal import CSQLite

/// What SQLite said when a call failed: its extended result code, its message, and the system
/// error behind it, if any.
struct SQLiteFailure: Error, Sendable, Equatable {
  /// The extended result code, such as `SQLITE_IOERR_WRITE`.
  var code: Int32
  /// SQLite's message.
  var message: String
  /// The `errno` of the system call that failed, or 0.
  var systemError: Int32

  /// The primary result code, such as `SQLITE_IOERR`, without its extension.
  var primaryCode: Int32 { code & 0xff }

  /// Reads the failure from a connection that has just reported `code`.
  ///
  /// - Parameters:
  ///   - handle: The connection, or `nil` if it could not be made.
  ///   - code: The result code the call returned.
  init(handle: OpaquePointer?, code: Int32) {
    self.code = handle.map { sqlite3_extended_errcode($0) } ?? code
    if self.code == SQLITE_OK {
      self.code = code
    }
    if let handle, let text = sqlite3_errmsg(handle) {
      message = String(cString: text)
    } else {
      message = String(cString: sqlite3_errstr(code))
    }
    systemError = handle.map { sqlite3_system_errno($0) } ?? 0
  }

  /// A failure described by the store itself rather than by SQLite.
  ///
  /// - Parameters:
  ///   - code: The result code to report.
  ///   - message: What went wrong.
  init(code: Int32, message: String) {
    self.code = code
    self.message = message
    systemError = 0
  }
}
