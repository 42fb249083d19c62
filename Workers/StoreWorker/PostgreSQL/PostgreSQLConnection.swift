internal import CLibPQ
import Foundation

/// One connection to a PostgreSQL server through libpq, its statements sent with their values
/// apart, as text.
///
/// Not `Sendable`: libpq's connection belongs to one owner (a store's engine, or its listener's
/// thread) that makes one call at a time.
final class PostgreSQLConnection {
  private let handle: OpaquePointer

  /// Connects to a server, reading the password as libpq does, from `PGPASSWORD` or a
  /// password file, never from the address.
  ///
  /// - Parameter address: Where the database is.
  /// - Throws: ``PostgreSQLFailure`` if no connection could be made.
  init(address: PostgreSQLAddress) throws(PostgreSQLFailure) {
    let parameters = address.connectionParameters
    let keywords = parameters.map { strdup($0.0) }
    let values = parameters.map { strdup($0.1) }
    defer {
      (keywords + values).forEach { free($0) }
    }
    let connection = (keywords.map { UnsafePointer($0) } + [nil]).withUnsafeBufferPointer {
      keywordList in
      (values.map { UnsafePointer($0) } + [nil]).withUnsafeBufferPointer { valueList in
        PQconnectdbParams(keywordList.baseAddress, valueList.baseAddress, 0)
      }
    }
    guard let connection else {
      throw PostgreSQLFailure(sqlState: nil, message: "out of memory", connectionLost: true)
    }
    guard PQstatus(connection) == CONNECTION_OK else {
      let failure = PostgreSQLFailure(
        sqlState: nil, message: String(cString: PQerrorMessage(connection)),
        connectionLost: true)
      PQfinish(connection)
      throw failure
    }
    // The server's notices (a table that exists already, say) are not the person's business,
    // and libpq would print them on standard error.
    PQsetNoticeProcessor(connection, { _, _ in }, nil)
    handle = connection
  }

  deinit {
    PQfinish(handle)
  }

  /// Whether the connection is still there, as far as libpq knows.
  var isConnected: Bool { PQstatus(handle) == CONNECTION_OK }

  /// What libpq last said of the connection.
  var errorMessage: String { String(cString: PQerrorMessage(handle)) }

  /// Whether a transaction is open (or failed and not yet rolled back).
  var isInTransaction: Bool {
    let status = PQtransactionStatus(handle)
    return status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE
  }

  /// Connects again to the same server, after the connection was lost.
  ///
  /// - Returns: Whether the connection is back.
  func reconnect() -> Bool {
    PQreset(handle)
    return isConnected
  }

  /// Runs one statement with its values, and returns its rows.
  ///
  /// - Parameters:
  ///   - sql: The statement, its values written `$1`, `$2`…
  ///   - values: The values, as text; `nil` for NULL.
  /// - Returns: The rows, each a value per column, `nil` for NULL, and the command's status
  ///   (`COMMIT`, or `ROLLBACK` for a commit of a transaction that had failed).
  /// - Throws: ``PostgreSQLFailure`` if the server refused it or the connection was lost.
  @discardableResult
  func query(_ sql: String, _ values: [String?] = []) throws(PostgreSQLFailure)
    -> (rows: [[String?]], status: String)
  {
    let copies = values.map { $0.map { strdup($0) } ?? nil }
    defer { copies.forEach { free($0) } }
    let result = copies.map { UnsafePointer($0) }.withUnsafeBufferPointer { list in
      PQexecParams(handle, sql, Int32(list.count), nil, list.baseAddress, nil, nil, 0)
    }
    defer { PQclear(result) }
    let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
    guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
      throw failure(of: result)
    }
    guard let result else { return ([], "") }
    let rowCount = PQntuples(result)
    let columnCount = PQnfields(result)
    var rows: [[String?]] = []
    rows.reserveCapacity(Int(rowCount))
    for row in 0..<rowCount {
      rows.append(
        (0..<columnCount).map { column in
          PQgetisnull(result, row, column) != 0
            ? nil : String(cString: PQgetvalue(result, row, column))
        })
    }
    return (rows, String(cString: PQcmdStatus(result)))
  }

  /// Runs statements that take no values, one after another, as one text.
  ///
  /// - Parameter sql: The statements, separated by semicolons.
  /// - Throws: ``PostgreSQLFailure`` if the server refused one.
  func execute(_ sql: String) throws(PostgreSQLFailure) {
    let result = PQexec(handle, sql)
    defer { PQclear(result) }
    let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
    guard status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK else {
      throw failure(of: result)
    }
  }

  // MARK: - Notifications

  /// The connection's socket, to wait on for notifications.
  var socket: Int32 { PQsocket(handle) }

  /// Reads what the server sent, and returns the notifications among it: each channel's name
  /// and payload.
  ///
  /// - Throws: ``PostgreSQLFailure`` if the connection was lost.
  func notifications() throws(PostgreSQLFailure) -> [(channel: String, payload: String)] {
    guard PQconsumeInput(handle) == 1 else {
      throw PostgreSQLFailure(
        sqlState: nil, message: String(cString: PQerrorMessage(handle)), connectionLost: true)
    }
    var notifications: [(channel: String, payload: String)] = []
    while let notification = PQnotifies(handle) {
      notifications.append(
        (
          String(cString: notification.pointee.relname),
          String(cString: notification.pointee.extra)
        ))
      PQfreemem(notification)
    }
    return notifications
  }

  // MARK: - Failures

  private func failure(of result: OpaquePointer?) -> PostgreSQLFailure {
    let sqlState = result.flatMap {
      PQresultErrorField($0, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
    }
    let message =
      result.flatMap { PQresultErrorMessage($0).map { String(cString: $0) } }
      .flatMap { $0.isEmpty ? nil : $0 } ?? String(cString: PQerrorMessage(handle))
    // The server ending the connection (an administrator, a shutdown, a failover) says so with
    // a class 57P or 08 state, which leaves the transaction as lost as a broken socket does.
    let ended = sqlState.map { $0.hasPrefix("08") || $0.hasPrefix("57P") } ?? false
    return PostgreSQLFailure(
      sqlState: sqlState, message: message, connectionLost: ended || !isConnected)
  }
}
