internal import CSQLite
import Foundation

/// One connection to a database, with its statements prepared once and kept.
///
/// Not `Sendable`: SQLite is opened without its own mutex (`SQLITE_OPEN_NOMUTEX`), so a
/// connection belongs to one owner (a ``Store`` actor) that makes one call at a time.
final class SQLiteConnection {
  private let handle: OpaquePointer
  private var statements: [String: SQLiteStatement] = [:]

  /// Opens or creates a database.
  ///
  /// - Parameters:
  ///   - path: The file, or `:memory:` for a database of the connection's own.
  ///   - access: Whether to write, read, or read a file nothing else changes meanwhile.
  /// - Throws: ``SQLiteFailure`` if SQLite cannot open it.
  init(path: String, access: Access = .write) throws(SQLiteFailure) {
    var connection: OpaquePointer?
    var flags = SQLITE_OPEN_NOMUTEX
    var name = path
    switch access {
    case .write:
      flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    case .read:
      flags |= SQLITE_OPEN_READONLY
    case .readUnchanging:
      // A write-ahead-logged database in a folder that cannot be written has no index of its
      // log to read through; marked immutable, SQLite reads the file without one.
      flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
      let escaped = path.utf8.map { byte -> String in
        let isPlain =
          (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x61 && byte <= 0x7A) || [0x2D, 0x2E, 0x2F, 0x5F, 0x7E].contains(byte)
        return isPlain ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
      }
      // An absolute path after an empty authority, so that one that starts with `//` is not
      // taken for an authority.
      name = (path.hasPrefix("/") ? "file://" : "file:") + escaped.joined() + "?immutable=1"
    }
    let code = sqlite3_open_v2(name, &connection, flags, nil)
    guard let connection else { throw SQLiteFailure(handle: nil, code: code) }
    guard code == SQLITE_OK else {
      let failure = SQLiteFailure(handle: connection, code: code)
      sqlite3_close_v2(connection)
      throw failure
    }
    sqlite3_extended_result_codes(connection, 1)
    handle = connection
  }

  /// What a connection may do with its database.
  enum Access {
    /// Read and write, creating the database if there is none.
    case write
    /// Only read an existing database.
    case read
    /// Only read an existing database that nothing changes while it is open.
    case readUnchanging
  }

  deinit {
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  /// Whether SQLite opened the database only to read, as it does a file it may not write.
  var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  /// Whether a transaction is open on the connection.
  var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  /// Waits up to `milliseconds` for another connection's lock before giving up with
  /// `SQLITE_BUSY`.
  func waitForLocks(milliseconds: Int32) {
    sqlite3_busy_timeout(handle, milliseconds)
  }

  /// Runs SQL statements that return no rows we need.
  ///
  /// - Parameter sql: One or more statements.
  /// - Throws: ``SQLiteFailure`` if one fails.
  func execute(_ sql: String) throws(SQLiteFailure) {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw SQLiteFailure(handle: handle, code: code) }
  }

  /// The first column of every row a query returns, as text.
  ///
  /// - Parameter sql: The query.
  /// - Returns: The rows' first columns.
  /// - Throws: ``SQLiteFailure`` if it fails.
  func texts(_ sql: String) throws(SQLiteFailure) -> [String] {
    let statement = try SQLiteStatement(sql: sql, connection: handle)
    statement.reset(binding: [])
    var rows: [String] = []
    while try statement.step() {
      rows.append(statement.text(at: 0))
    }
    return rows
  }

  /// The statement for some SQL, prepared on first use and kept for the connection's life.
  ///
  /// - Parameter sql: One SQL statement.
  /// - Returns: The statement, reset by its last use.
  /// - Throws: ``SQLiteFailure`` if it does not compile.
  func statement(_ sql: String) throws(SQLiteFailure) -> SQLiteStatement {
    if let statement = statements[sql] {
      return statement
    }
    let statement = try SQLiteStatement(sql: sql, connection: handle)
    statements[sql] = statement
    return statement
  }
}
