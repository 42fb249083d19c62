internal import CSQLite
import Foundation

/// A prepared statement of one connection, kept for reuse.
///
/// Used only by the connection's owner, one call at a time, as the connection itself.
final class SQLiteStatement {
  /// Tells SQLite to copy what is bound before the call returns.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  private let handle: OpaquePointer
  private let connection: OpaquePointer

  /// Prepares a statement.
  ///
  /// - Parameters:
  ///   - sql: One SQL statement.
  ///   - connection: The connection it runs on.
  /// - Throws: ``SQLiteFailure`` if the SQL does not compile.
  init(sql: String, connection: OpaquePointer) throws(SQLiteFailure) {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v3(
      connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    guard code == SQLITE_OK, let statement else {
      throw SQLiteFailure(handle: connection, code: code)
    }
    handle = statement
    self.connection = connection
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Makes the statement ready to run again with new values.
  ///
  /// - Parameter values: The values of its parameters, in order.
  func reset(binding values: [SQLiteValue]) {
    sqlite3_reset(handle)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      switch value {
      case .null:
        sqlite3_bind_null(handle, index)
      case .integer(let number):
        sqlite3_bind_int64(handle, index, number)
      case .real(let number):
        sqlite3_bind_double(handle, index, number)
      case .text(let text):
        sqlite3_bind_text(handle, index, text, -1, Self.transient)
      case .blob(let data):
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Void in
          if let base = bytes.baseAddress {
            sqlite3_bind_blob(handle, index, base, Int32(bytes.count), Self.transient)
          } else {
            sqlite3_bind_zeroblob(handle, index, 0)
          }
        }
      }
    }
  }

  /// Runs the statement to its next row.
  ///
  /// - Returns: `true` if a row is ready to be read, `false` once the statement is done.
  /// - Throws: ``SQLiteFailure`` if SQLite fails; the statement is then reset.
  func step() throws(SQLiteFailure) -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW:
      return true
    case SQLITE_DONE:
      return false
    default:
      let failure = SQLiteFailure(handle: connection, code: code)
      sqlite3_reset(handle)
      throw failure
    }
  }

  /// Runs the statement to its end, ignoring any row, and resets it.
  ///
  /// - Parameter values: The values of its parameters, in order.
  /// - Throws: ``SQLiteFailure`` if SQLite fails.
  func run(_ values: [SQLiteValue]) throws(SQLiteFailure) {
    reset(binding: values)
    while try step() {}
    sqlite3_reset(handle)
  }

  /// Lets go of the rows read so far, so the statement holds no read lock between calls.
  func finish() {
    sqlite3_reset(handle)
  }

  /// The integer in a column of the current row.
  func integer(at column: Int32) -> Int64 {
    sqlite3_column_int64(handle, column)
  }

  /// The text in a column of the current row; empty for NULL.
  func text(at column: Int32) -> String {
    guard let text = sqlite3_column_text(handle, column) else { return "" }
    return String(cString: text)
  }

  /// The bytes in a column of the current row; empty for NULL.
  func data(at column: Int32) -> Data {
    let count = Int(sqlite3_column_bytes(handle, column))
    guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return Data() }
    return Data(bytes: bytes, count: count)
  }
}
