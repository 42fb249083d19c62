internal import CSQLite
import Foundation

/// The SQL behind a store kept in SQLite: records, indexes and transactions on one connection
/// to one file.
///
/// Not `Sendable`: it belongs to one ``Store`` actor, which makes one call at a time, and to
/// the transactions that actor runs.
final class SQLiteStoreEngine: StoreEngine {
  /// Every record of every collection and account; `seq` orders them by first insertion.
  static let schema = """
    CREATE TABLE IF NOT EXISTS store_records(
      seq INTEGER PRIMARY KEY,
      collection TEXT NOT NULL,
      account TEXT NOT NULL,
      id TEXT NOT NULL,
      body BLOB NOT NULL,
      UNIQUE(collection, account, id));
    CREATE TABLE IF NOT EXISTS store_index(
      collection TEXT NOT NULL,
      account TEXT NOT NULL,
      field TEXT NOT NULL,
      value,
      seq INTEGER NOT NULL,
      PRIMARY KEY(collection, account, field, value, seq)) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS store_index_by_record ON store_index(seq);
    CREATE TABLE IF NOT EXISTS store_collections(
      name TEXT PRIMARY KEY,
      indexes TEXT NOT NULL) WITHOUT ROWID;
    """

  let connection: SQLiteConnection
  /// The database file's path, for errors; `:memory:` in memory.
  let path: String
  private let encoder = JSONEncoder()
  private let decoder = JSONDecoder()
  /// The index signature of each collection whose indexes are known to be up to date.
  private var preparedCollections: [String: String] = [:]

  init(connection: SQLiteConnection, path: String) {
    self.connection = connection
    self.path = path
  }

  var location: String { path }

  /// Never: SQLite's write lock, taken at `BEGIN IMMEDIATE`, lets no other writer in, so a
  /// transaction meets no conflict, and the file is never lost as a connection can be.
  var mayRetry: Bool { false }

  // MARK: - Transactions

  /// Starts a write transaction, taking the database's write lock at once, so that what it
  /// reads cannot change under it, in this process or another.
  func begin() throws(StoreError) {
    try run { () throws(SQLiteFailure) in try connection.statement("BEGIN IMMEDIATE").run([]) }
  }

  /// Commits the open transaction; returns once SQLite has made it durable. Other processes
  /// read the changes at their next query; no announcement reaches them.
  func commit(announcing changes: StoreChanges = StoreChanges()) throws(StoreError) {
    try run { () throws(SQLiteFailure) in try connection.statement("COMMIT").run([]) }
  }

  /// Undoes the open transaction, if one is open.
  func rollback() {
    guard connection.isInTransaction else { return }
    try? connection.execute("ROLLBACK")
    // An index rebuilt in the transaction is gone with it.
    preparedCollections.removeAll()
  }

  // MARK: - Records

  /// The record with an id, if there is one.
  func get<Record>(
    _ id: String, in collection: StoreCollection<Record>, account: String
  ) throws(StoreError) -> Record? {
    let body = try run { () throws(SQLiteFailure) -> Data? in
      let statement = try connection.statement(
        "SELECT body FROM store_records WHERE collection = ?1 AND account = ?2 AND id = ?3")
      statement.reset(binding: [.text(collection.name), .text(account), .text(id)])
      defer { statement.finish() }
      return try statement.step() ? statement.data(at: 0) : nil
    }
    guard let body else { return nil }
    return try decode(body, id: id, in: collection)
  }

  /// Puts a record in place of the one with its id, or adds it.
  func put<Record>(
    _ record: Record, in collection: StoreCollection<Record>, account: String
  ) throws(StoreError) {
    try prepare(collection)
    let body: Data
    do {
      body = try encoder.encode(record)
    } catch {
      throw .unencodable(collection: collection.name, id: record.id, reason: "\(error)")
    }
    let values: [SQLiteValue] = [
      .text(collection.name), .text(account), .text(record.id), .blob(body),
    ]
    try run { () throws(SQLiteFailure) in
      // Only an indexed record needs its row's number back; RETURNING has SQLite run the
      // statement to its end and keep its rows before the first one is read.
      guard !collection.indexes.isEmpty else {
        try connection.statement(
          """
          INSERT INTO store_records(collection, account, id, body) VALUES (?1, ?2, ?3, ?4)
          ON CONFLICT(collection, account, id) DO UPDATE SET body = excluded.body
          """
        ).run(values)
        return
      }
      let statement = try connection.statement(
        """
        INSERT INTO store_records(collection, account, id, body) VALUES (?1, ?2, ?3, ?4)
        ON CONFLICT(collection, account, id) DO UPDATE SET body = excluded.body RETURNING seq
        """)
      statement.reset(binding: values)
      guard try statement.step() else { return }
      let seq = statement.integer(at: 0)
      statement.finish()
      try connection.statement("DELETE FROM store_index WHERE seq = ?1").run([.integer(seq)])
      let insert = try connection.statement(
        "INSERT INTO store_index(collection, account, field, value, seq) VALUES (?1, ?2, ?3, ?4, ?5)"
      )
      for index in collection.indexes {
        try insert.run([
          .text(collection.name), .text(account), .text(index.name),
          Self.value(index.value(record)), .integer(seq),
        ])
      }
    }
  }

  /// Deletes the record with an id; `false` if there was none.
  func delete<Record>(
    _ id: String, in collection: StoreCollection<Record>, account: String
  ) throws(StoreError) -> Bool {
    try run { () throws(SQLiteFailure) -> Bool in
      let statement = try connection.statement(
        """
        DELETE FROM store_records WHERE collection = ?1 AND account = ?2 AND id = ?3
        RETURNING seq
        """)
      statement.reset(binding: [.text(collection.name), .text(account), .text(id)])
      guard try statement.step() else { return false }
      let seq = statement.integer(at: 0)
      while try statement.step() {}
      statement.finish()
      try connection.statement("DELETE FROM store_index WHERE seq = ?1").run([.integer(seq)])
      return true
    }
  }

  /// Deletes every record of a collection in an account.
  func removeAll<Record>(
    in collection: StoreCollection<Record>, account: String
  ) throws(StoreError) {
    try run { () throws(SQLiteFailure) in
      let values: [SQLiteValue] = [.text(collection.name), .text(account)]
      try connection.statement("DELETE FROM store_records WHERE collection = ?1 AND account = ?2")
        .run(values)
      try connection.statement("DELETE FROM store_index WHERE collection = ?1 AND account = ?2")
        .run(values)
    }
  }

  /// Every record of a collection in an account, in an order.
  func all<Record>(
    in collection: StoreCollection<Record>, account: String, order: StoreOrder<Record>
  ) throws(StoreError) -> [Record] {
    let values: [SQLiteValue] = [.text(collection.name), .text(account)]
    switch order {
    case .id:
      return try records(
        """
        SELECT id, body FROM store_records WHERE collection = ?1 AND account = ?2 ORDER BY id
        """, values, in: collection)
    case .insertion:
      return try records(
        """
        SELECT id, body FROM store_records WHERE collection = ?1 AND account = ?2 ORDER BY seq
        """, values, in: collection)
    case .index(let index):
      try check(index, of: collection)
      try prepare(collection)
      return try records(
        """
        SELECT r.id, r.body FROM store_index i JOIN store_records r ON r.seq = i.seq
        WHERE i.collection = ?1 AND i.account = ?2 AND i.field = ?3 ORDER BY i.value, i.seq
        """, values + [.text(index.name)], in: collection)
    }
  }

  /// The records of a collection in an account whose indexed field has a value, in the order
  /// they were first put.
  func records<Record>(
    in collection: StoreCollection<Record>, account: String,
    where index: StoreIndex<Record>, equals value: StoreIndexValue
  ) throws(StoreError) -> [Record] {
    try check(index, of: collection)
    try prepare(collection)
    return try records(
      """
      SELECT r.id, r.body FROM store_index i JOIN store_records r ON r.seq = i.seq
      WHERE i.collection = ?1 AND i.account = ?2 AND i.field = ?3 AND i.value = ?4
      ORDER BY i.seq
      """,
      [.text(collection.name), .text(account), .text(index.name), Self.value(value)],
      in: collection)
  }

  /// The accounts that have records in a collection, sorted.
  func accounts(in collection: String) throws(StoreError) -> [String] {
    try run { () throws(SQLiteFailure) -> [String] in
      let statement = try connection.statement(
        "SELECT DISTINCT account FROM store_records WHERE collection = ?1 ORDER BY account")
      statement.reset(binding: [.text(collection)])
      defer { statement.finish() }
      var accounts: [String] = []
      while try statement.step() {
        accounts.append(statement.text(at: 0))
      }
      return accounts
    }
  }

  /// Gives a collection's records, in every account, another collection name.
  func renameCollection(_ name: String, to newName: String) throws(StoreError) {
    try run { () throws(SQLiteFailure) in
      let values: [SQLiteValue] = [.text(name), .text(newName)]
      try connection.statement("UPDATE store_records SET collection = ?2 WHERE collection = ?1")
        .run(values)
      try connection.statement("UPDATE store_index SET collection = ?2 WHERE collection = ?1")
        .run(values)
      try connection.statement("UPDATE store_collections SET name = ?2 WHERE name = ?1")
        .run(values)
    }
    preparedCollections[name] = nil
    preparedCollections[newName] = nil
  }

  /// Deletes a collection's records in every account.
  func removeCollection(named name: String) throws(StoreError) {
    try run { () throws(SQLiteFailure) in
      for table in ["store_records", "store_index"] {
        try connection.statement("DELETE FROM \(table) WHERE collection = ?1").run([.text(name)])
      }
      try connection.statement("DELETE FROM store_collections WHERE name = ?1").run([.text(name)])
    }
    preparedCollections[name] = nil
  }

  /// What `PRAGMA integrity_check` says: `["ok"]` for a sound database.
  func integrityCheck() throws(StoreError) -> [String] {
    try run { () throws(SQLiteFailure) -> [String] in
      try connection.texts("PRAGMA integrity_check")
    }
  }

  // MARK: - Indexes

  /// Brings a collection's index rows up to date with its declaration, once per store and
  /// declaration: a field added, removed or renamed since the records were put is rebuilt
  /// from every record, in every account.
  func prepare<Record>(_ collection: StoreCollection<Record>) throws(StoreError) {
    let signature = collection.indexSignature
    guard preparedCollections[collection.name] != signature else { return }
    let recorded = try run { () throws(SQLiteFailure) -> String? in
      let statement = try connection.statement(
        "SELECT indexes FROM store_collections WHERE name = ?1")
      statement.reset(binding: [.text(collection.name)])
      defer { statement.finish() }
      return try statement.step() ? statement.text(at: 0) : nil
    }
    if recorded != signature {
      let ownsTransaction = !connection.isInTransaction
      if ownsTransaction {
        try begin()
      }
      do throws(StoreError) {
        try rebuildIndexes(of: collection)
        if ownsTransaction {
          try commit()
        }
      } catch {
        if ownsTransaction {
          rollback()
        }
        throw error
      }
    }
    preparedCollections[collection.name] = signature
  }

  private func rebuildIndexes<Record>(of collection: StoreCollection<Record>) throws(StoreError) {
    let rows = try run { () throws(SQLiteFailure) -> [(Int64, String, String, Data)] in
      try connection.statement("DELETE FROM store_index WHERE collection = ?1")
        .run([.text(collection.name)])
      let statement = try connection.statement(
        "SELECT seq, account, id, body FROM store_records WHERE collection = ?1")
      statement.reset(binding: [.text(collection.name)])
      defer { statement.finish() }
      var rows: [(Int64, String, String, Data)] = []
      while try statement.step() {
        rows.append(
          (
            statement.integer(at: 0), statement.text(at: 1), statement.text(at: 2),
            statement.data(at: 3)
          ))
      }
      return rows
    }
    var entries: [[SQLiteValue]] = []
    for (seq, account, id, body) in rows {
      let record = try decode(body, id: id, in: collection)
      for index in collection.indexes {
        entries.append([
          .text(collection.name), .text(account), .text(index.name),
          Self.value(index.value(record)), .integer(seq),
        ])
      }
    }
    try run { () throws(SQLiteFailure) in
      let insert = try connection.statement(
        "INSERT INTO store_index(collection, account, field, value, seq) VALUES (?1, ?2, ?3, ?4, ?5)"
      )
      for entry in entries {
        try insert.run(entry)
      }
      try connection.statement(
        """
        INSERT INTO store_collections(name, indexes) VALUES (?1, ?2)
        ON CONFLICT(name) DO UPDATE SET indexes = excluded.indexes
        """
      ).run([.text(collection.name), .text(collection.indexSignature)])
    }
  }

  private func check<Record>(
    _ index: StoreIndex<Record>, of collection: StoreCollection<Record>
  ) throws(StoreError) {
    guard collection.indexes.contains(where: { $0.name == index.name }) else {
      throw .unknownIndex(collection: collection.name, index: index.name)
    }
  }

  // MARK: - Reading and errors

  private func records<Record>(
    _ sql: String, _ values: [SQLiteValue], in collection: StoreCollection<Record>
  ) throws(StoreError) -> [Record] {
    let rows = try run { () throws(SQLiteFailure) -> [(String, Data)] in
      let statement = try connection.statement(sql)
      statement.reset(binding: values)
      defer { statement.finish() }
      var rows: [(String, Data)] = []
      while try statement.step() {
        rows.append((statement.text(at: 0), statement.data(at: 1)))
      }
      return rows
    }
    var records: [Record] = []
    records.reserveCapacity(rows.count)
    for (id, body) in rows {
      records.append(try decode(body, id: id, in: collection))
    }
    return records
  }

  private func decode<Record>(
    _ body: Data, id: String, in collection: StoreCollection<Record>
  ) throws(StoreError) -> Record {
    do {
      return try decoder.decode(Record.self, from: body)
    } catch {
      throw .undecodable(collection: collection.name, id: id, reason: "\(error)")
    }
  }

  private static func value(_ value: StoreIndexValue) -> SQLiteValue {
    switch value {
    case .text(let text): .text(text)
    case .integer(let number): .integer(number)
    case .real(let number): .real(number)
    }
  }

  /// Runs SQLite calls, turning what they throw into the store's errors.
  func run<Value>(_ body: () throws(SQLiteFailure) -> Value) throws(StoreError) -> Value {
    do {
      return try body()
    } catch {
      throw Self.storeError(error, path: path)
    }
  }

  /// The store's error for a failure of SQLite on a file.
  static func storeError(_ failure: SQLiteFailure, path: String) -> StoreError {
    let system = failure.systemError
    let reason =
      system != 0 ? "\(failure.message) (\(String(cString: strerror(system))))" : failure.message
    switch failure.primaryCode {
    case SQLITE_FULL:
      return .diskFull(file: path)
    case SQLITE_IOERR where [ENOSPC, EFBIG, EDQUOT].contains(system):
      return .diskFull(file: path)
    // SQLITE_IOERR_WRITE, a write refused short of its length: past a file size limit (EFBIG), SQLite reports
    // this rather than SQLITE_FULL, and often without the errno, which later calls replace.
    case SQLITE_IOERR where failure.code == SQLITE_IOERR | (3 << 8) && system == 0:
      return .diskFull(file: path)
    case SQLITE_READONLY:
      return .readOnly(file: path, reason: reason)
    case SQLITE_CANTOPEN where [EACCES, EROFS, EPERM].contains(system):
      return .readOnly(file: path, reason: reason)
    case SQLITE_CANTOPEN:
      return .cannotOpen(file: path, reason: reason)
    case SQLITE_CORRUPT, SQLITE_NOTADB:
      return .damaged(file: path, reason: reason)
    case SQLITE_BUSY, SQLITE_LOCKED:
      return .busy(file: path)
    default:
      return .failed(file: path, code: failure.code, reason: reason)
    }
  }
}
