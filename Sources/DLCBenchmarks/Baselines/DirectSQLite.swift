internal import CSQLite
import Foundation

/// The store's work written by hand on SQLite's C API, as a careful peer would: one connection
/// behind an actor, prepared statements kept, WAL with synchronous=FULL, the same tables, and
/// JSON bodies from one encoder and decoder.
actor DirectSQLite {
  /// What went wrong, as SQLite said it.
  struct Failure: Error {
    var message: String
  }

  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  /// The connection and its statements, closed when the actor goes.
  private final class Handles {
    let database: OpaquePointer
    var statements: [OpaquePointer] = []

    init(database: OpaquePointer) {
      self.database = database
    }

    deinit {
      statements.forEach { sqlite3_finalize($0) }
      sqlite3_close_v2(database)
    }
  }

  private let handles: Handles
  private let encoder = JSONEncoder()
  private let decoder = JSONDecoder()
  private let begin: OpaquePointer
  private let commit: OpaquePointer
  private let upsert: OpaquePointer
  private let select: OpaquePointer
  private let query: OpaquePointer
  private var database: OpaquePointer { handles.database }

  /// Opens a database file; the tables are created if missing, as the store creates them.
  init(file: URL) throws {
    var database: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
    guard sqlite3_open_v2(file.path, &database, flags, nil) == SQLITE_OK, let database else {
      throw Failure(message: "cannot open \(file.path)")
    }
    let handles = Handles(database: database)
    self.handles = handles
    let setup = """
      PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;
      CREATE TABLE IF NOT EXISTS store_records(seq INTEGER PRIMARY KEY,
        collection TEXT NOT NULL, account TEXT NOT NULL, id TEXT NOT NULL, body BLOB NOT NULL,
        UNIQUE(collection, account, id));
      CREATE TABLE IF NOT EXISTS store_index(collection TEXT NOT NULL, account TEXT NOT NULL,
        field TEXT NOT NULL, value, seq INTEGER NOT NULL,
        PRIMARY KEY(collection, account, field, value, seq)) WITHOUT ROWID;
      """
    guard sqlite3_exec(database, setup, nil, nil, nil) == SQLITE_OK else {
      throw Failure(message: String(cString: sqlite3_errmsg(database)))
    }
    func prepare(_ sql: String) throws -> OpaquePointer {
      var statement: OpaquePointer?
      guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK, let statement
      else { throw Failure(message: String(cString: sqlite3_errmsg(database))) }
      handles.statements.append(statement)
      return statement
    }
    begin = try prepare("BEGIN IMMEDIATE")
    commit = try prepare("COMMIT")
    upsert = try prepare(
      """
      INSERT INTO store_records(collection, account, id, body) VALUES (?1, ?2, ?3, ?4)
      ON CONFLICT(collection, account, id) DO UPDATE SET body = excluded.body
      """)
    select = try prepare(
      "SELECT body FROM store_records WHERE collection = ?1 AND account = ?2 AND id = ?3")
    query = try prepare(
      """
      SELECT r.body FROM store_index i JOIN store_records r ON r.seq = i.seq
      WHERE i.collection = ?1 AND i.account = ?2 AND i.field = ?3 AND i.value = ?4
      ORDER BY i.seq
      """)
  }

  /// Puts a record in a transaction of its own and commits it.
  func put(_ record: StoredCountry, collection: String, account: String) throws {
    let body = try encoder.encode(record)
    try run(begin)
    sqlite3_bind_text(upsert, 1, collection, -1, Self.transient)
    sqlite3_bind_text(upsert, 2, account, -1, Self.transient)
    sqlite3_bind_text(upsert, 3, record.id, -1, Self.transient)
    body.withUnsafeBytes { bytes in
      _ = sqlite3_bind_blob(upsert, 4, bytes.baseAddress, Int32(bytes.count), Self.transient)
    }
    do {
      try run(upsert)
      try run(commit)
    } catch {
      sqlite3_exec(database, "ROLLBACK", nil, nil, nil)
      throw error
    }
  }

  /// The record with an id, decoded.
  func get(_ id: String, collection: String, account: String) throws -> StoredCountry? {
    sqlite3_bind_text(select, 1, collection, -1, Self.transient)
    sqlite3_bind_text(select, 2, account, -1, Self.transient)
    sqlite3_bind_text(select, 3, id, -1, Self.transient)
    defer { sqlite3_reset(select) }
    guard sqlite3_step(select) == SQLITE_ROW else { return nil }
    return try decoder.decode(StoredCountry.self, from: body(of: select))
  }

  /// The records whose indexed group is `group`, decoded.
  func records(inGroup group: Int, collection: String, account: String) throws
    -> [StoredCountry]
  {
    sqlite3_bind_text(query, 1, collection, -1, Self.transient)
    sqlite3_bind_text(query, 2, account, -1, Self.transient)
    sqlite3_bind_text(query, 3, "group", -1, Self.transient)
    sqlite3_bind_int64(query, 4, Int64(group))
    defer { sqlite3_reset(query) }
    var records: [StoredCountry] = []
    while sqlite3_step(query) == SQLITE_ROW {
      records.append(try decoder.decode(StoredCountry.self, from: body(of: query)))
    }
    return records
  }

  private func body(of statement: OpaquePointer) -> Data {
    let count = Int(sqlite3_column_bytes(statement, 0))
    guard count > 0, let bytes = sqlite3_column_blob(statement, 0) else { return Data() }
    return Data(bytes: bytes, count: count)
  }

  private func run(_ statement: OpaquePointer) throws {
    defer { sqlite3_reset(statement) }
    guard sqlite3_step(statement) == SQLITE_DONE else {
      throw Failure(message: String(cString: sqlite3_errmsg(database)))
    }
  }
}
