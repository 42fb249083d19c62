import Foundation

/// The SQL behind a store kept on a PostgreSQL server: records, indexes and transactions on
/// one connection, and a listener that hears other processes' commits.
///
/// One connection per store, used by one call at a time under the ``Store`` actor: a
/// process's writes to one store run one after another, as they do on SQLite, while other
/// processes write at once. Each write is a serializable transaction, which the store runs
/// again when another's commit conflicted with it.
///
/// Not `Sendable`: it belongs to one ``Store`` actor, and to the transactions that actor runs.
final class PostgreSQLStoreEngine: StoreEngine {
  /// Every record of every collection and account, and each indexed field's value, numbers
  /// and texts apart so that each sorts as SQLite sorts them; texts compare byte by byte, as
  /// in SQLite, whatever the database's collation.
  static let schema = """
    CREATE TABLE IF NOT EXISTS store_records(
      seq bigserial PRIMARY KEY,
      collection text COLLATE "C" NOT NULL,
      account text COLLATE "C" NOT NULL,
      id text COLLATE "C" NOT NULL,
      body text NOT NULL,
      UNIQUE(collection, account, id));
    CREATE TABLE IF NOT EXISTS store_index(
      collection text COLLATE "C" NOT NULL,
      account text COLLATE "C" NOT NULL,
      field text COLLATE "C" NOT NULL,
      num numeric,
      txt text COLLATE "C",
      seq bigint NOT NULL);
    CREATE INDEX IF NOT EXISTS store_index_by_value
      ON store_index(collection, account, field, num, txt, seq);
    CREATE INDEX IF NOT EXISTS store_index_by_record ON store_index(seq);
    CREATE TABLE IF NOT EXISTS store_collections(
      name text COLLATE "C" PRIMARY KEY,
      indexes text NOT NULL);
    CREATE TABLE IF NOT EXISTS store_version(
      single boolean PRIMARY KEY DEFAULT true CHECK (single),
      version integer NOT NULL);
    """

  /// The key of the advisory lock migrations run under, so that two processes opening a
  /// database at once run them once: "DLCS", as SQLite's files are marked.
  static let migrationLock = "1145848659"

  /// Where the database is.
  let address: PostgreSQLAddress
  /// This store's own id, in what it announces, so that it does not hear its own commits.
  let announcer = UUID().uuidString
  private let connection: PostgreSQLConnection
  private var listener: PostgreSQLListener?
  /// Why the last statement failed, since the last `begin`.
  private var lastFailure: PostgreSQLFailure?
  /// Whether it failed as the transaction committed, when the commit may have been kept.
  private var failedWhileCommitting = false
  private let encoder = JSONEncoder()
  private let decoder = JSONDecoder()
  /// The index signature of each collection whose indexes are known to be up to date.
  private var preparedCollections: [String: String] = [:]

  /// Connects, and brings the database to the schema's version.
  ///
  /// - Parameters:
  ///   - address: The database.
  ///   - schema: The application's versions and migrations.
  /// - Throws: ``StoreError/cannotOpen(file:reason:)`` naming the server if no connection can
  ///   be made, or what migrating throws.
  init(address: PostgreSQLAddress, schema: StoreSchema) throws(StoreError) {
    self.address = address
    do {
      connection = try PostgreSQLConnection(address: address)
    } catch {
      throw .cannotOpen(
        file: address.description,
        reason: "no connection to the server at \(address.server): \(error.message)")
    }
    try migrate(to: schema)
  }

  deinit {
    listener?.stop()
  }

  var location: String { address.description }

  var mayRetry: Bool {
    guard let lastFailure else { return false }
    return lastFailure.isConflict || (lastFailure.connectionLost && !failedWhileCommitting)
  }

  /// Starts hearing other processes' commits.
  ///
  /// - Parameter onChanges: Given what another store changed, on the listener's thread.
  func listen(onChanges: @escaping @Sendable (StoreChanges) -> Void) {
    listener = PostgreSQLListener(address: address, ignoring: announcer, onChanges: onChanges)
  }

  // MARK: - Transactions

  /// Starts a serializable transaction: if another commits a change to what it read before it
  /// commits, it fails with a conflict, and ``mayRetry`` says to run it again.
  func begin() throws(StoreError) {
    lastFailure = nil
    failedWhileCommitting = false
    try ensureConnected()
    try run("BEGIN ISOLATION LEVEL SERIALIZABLE")
  }

  func commit(announcing changes: StoreChanges) throws(StoreError) {
    if !changes.isEmpty {
      // Delivered by the server to every listener once, and only if, the transaction commits.
      try run(
        "SELECT pg_notify($1, $2)",
        [PostgreSQLListener.channel, changes.announcement(from: announcer)])
    }
    let status: String
    do {
      status = try connection.query("COMMIT").status
    } catch {
      lastFailure = error
      failedWhileCommitting = error.connectionLost
      guard error.connectionLost else { throw storeError(error) }
      throw .failed(
        file: location, code: 0,
        reason:
          "the connection to the server at \(address.server) was lost as the write "
          + "committed, so whether it was kept is not known: \(error.message)")
    }
    // A transaction that had failed is rolled back by COMMIT, without an error.
    guard status == "COMMIT" else {
      preparedCollections.removeAll()
      throw .failed(
        file: location, code: 0, reason: "the transaction had failed, and was rolled back")
    }
  }

  func rollback() {
    if connection.isInTransaction {
      _ = try? connection.query("ROLLBACK")
    }
    // An index rebuilt in the transaction is gone with it.
    preparedCollections.removeAll()
  }

  // MARK: - Records

  func get<Record>(
    _ id: String, in collection: StoreCollection<Record>, account: String
  ) throws(StoreError) -> Record? {
    let rows = try run(
      "SELECT body FROM store_records WHERE collection = $1 AND account = $2 AND id = $3",
      [collection.name, account, id])
    guard let body = rows.first?.first ?? nil else { return nil }
    return try decode(body, id: id, in: collection)
  }

  func put<Record>(
    _ record: Record, in collection: StoreCollection<Record>, account: String
  ) throws(StoreError) {
    try prepare(collection)
    let body: String
    do {
      body = String(decoding: try encoder.encode(record), as: UTF8.self)
    } catch {
      throw .unencodable(collection: collection.name, id: record.id, reason: "\(error)")
    }
    let rows = try run(
      """
      INSERT INTO store_records(collection, account, id, body) VALUES ($1, $2, $3, $4)
      ON CONFLICT(collection, account, id) DO UPDATE SET body = excluded.body RETURNING seq
      """, [collection.name, account, record.id, body])
    guard !collection.indexes.isEmpty, let seq = rows.first?.first ?? nil else { return }
    try run("DELETE FROM store_index WHERE seq = $1", [seq])
    for index in collection.indexes {
      try insertIndexEntry(
        collection: collection.name, account: account, field: index.name,
        value: index.value(record), seq: seq)
    }
  }

  func delete<Record>(
    _ id: String, in collection: StoreCollection<Record>, account: String
  ) throws(StoreError) -> Bool {
    let rows = try run(
      """
      DELETE FROM store_records WHERE collection = $1 AND account = $2 AND id = $3
      RETURNING seq
      """, [collection.name, account, id])
    guard let seq = rows.first?.first ?? nil else { return false }
    try run("DELETE FROM store_index WHERE seq = $1", [seq])
    return true
  }

  func removeAll<Record>(
    in collection: StoreCollection<Record>, account: String
  ) throws(StoreError) {
    for table in ["store_records", "store_index"] {
      try run(
        "DELETE FROM \(table) WHERE collection = $1 AND account = $2", [collection.name, account])
    }
  }

  func all<Record>(
    in collection: StoreCollection<Record>, account: String, order: StoreOrder<Record>
  ) throws(StoreError) -> [Record] {
    switch order {
    case .id:
      return try records(
        """
        SELECT id, body FROM store_records WHERE collection = $1 AND account = $2 ORDER BY id
        """, [collection.name, account], in: collection)
    case .insertion:
      return try records(
        """
        SELECT id, body FROM store_records WHERE collection = $1 AND account = $2 ORDER BY seq
        """, [collection.name, account], in: collection)
    case .index(let index):
      try check(index, of: collection)
      try prepare(collection)
      // Numbers first, by value, then texts, byte by byte, as SQLite orders its values.
      return try records(
        """
        SELECT r.id, r.body FROM store_index i JOIN store_records r ON r.seq = i.seq
        WHERE i.collection = $1 AND i.account = $2 AND i.field = $3
        ORDER BY i.num NULLS LAST, i.txt, i.seq
        """, [collection.name, account, index.name], in: collection)
    }
  }

  func records<Record>(
    in collection: StoreCollection<Record>, account: String,
    where index: StoreIndex<Record>, equals value: StoreIndexValue
  ) throws(StoreError) -> [Record] {
    try check(index, of: collection)
    try prepare(collection)
    let (column, text) = Self.column(value)
    return try records(
      """
      SELECT r.id, r.body FROM store_index i JOIN store_records r ON r.seq = i.seq
      WHERE i.collection = $1 AND i.account = $2 AND i.field = $3 AND i.\(column) = $4
      ORDER BY i.seq
      """, [collection.name, account, index.name, text], in: collection)
  }

  func accounts(in collection: String) throws(StoreError) -> [String] {
    try run(
      "SELECT DISTINCT account FROM store_records WHERE collection = $1 ORDER BY account",
      [collection]
    ).compactMap { $0.first ?? nil }
  }

  func renameCollection(_ name: String, to newName: String) throws(StoreError) {
    try run("UPDATE store_records SET collection = $2 WHERE collection = $1", [name, newName])
    try run("UPDATE store_index SET collection = $2 WHERE collection = $1", [name, newName])
    try run("UPDATE store_collections SET name = $2 WHERE name = $1", [name, newName])
    preparedCollections[name] = nil
    preparedCollections[newName] = nil
  }

  func removeCollection(named name: String) throws(StoreError) {
    for table in ["store_records", "store_index"] {
      try run("DELETE FROM \(table) WHERE collection = $1", [name])
    }
    try run("DELETE FROM store_collections WHERE name = $1", [name])
    preparedCollections[name] = nil
  }

  /// `["ok"]` once the server answers: it checks its own pages (with checksums, when the
  /// cluster has them) as it reads them, and reports damage as errors.
  func integrityCheck() throws(StoreError) -> [String] {
    try run("SELECT 1")
    return ["ok"]
  }

  // MARK: - Migrations

  /// Runs the schema's steps newer than the database, in one transaction, under an advisory
  /// lock: a second process opening the database at once waits, then finds them done.
  private func migrate(to schema: StoreSchema) throws(StoreError) {
    lastFailure = nil
    // Read committed, so that once the lock is taken every statement sees what the process
    // that held it committed: the tables it made, the version it reached.
    try run("BEGIN")
    do throws(StoreError) {
      try run("SELECT pg_advisory_xact_lock($1)", [Self.migrationLock])
      do {
        try connection.execute(Self.schema)
      } catch {
        throw storeError(error)
      }
      let found =
        try run("SELECT version FROM store_version").first?.first.flatMap { $0 }
        .flatMap { Int($0) } ?? 0
      guard found <= schema.version else {
        throw .newerSchema(found: found, known: schema.version)
      }
      let context = StoreMigrationContext(engine: self)
      for migration in schema.migrations where migration.version > found {
        do {
          try migration.step(context)
        } catch {
          throw .migrationFailed(
            version: migration.version, name: migration.name, reason: "\(error)")
        }
      }
      if found != schema.version {
        try run(
          """
          INSERT INTO store_version(single, version) VALUES (true, $1)
          ON CONFLICT(single) DO UPDATE SET version = excluded.version
          """, ["\(schema.version)"])
      }
      try commit(announcing: found != schema.version ? .anything : StoreChanges())
    } catch {
      rollback()
      throw error
    }
  }

  // MARK: - Indexes

  /// Brings a collection's index rows up to date with its declaration, once per store and
  /// declaration, as ``SQLiteStoreEngine/prepare(_:)`` does.
  private func prepare<Record>(_ collection: StoreCollection<Record>) throws(StoreError) {
    let signature = collection.indexSignature
    guard preparedCollections[collection.name] != signature else { return }
    let recorded =
      try run("SELECT indexes FROM store_collections WHERE name = $1", [collection.name])
      .first?.first ?? nil
    if recorded != signature {
      let ownsTransaction = !connection.isInTransaction
      if ownsTransaction {
        try begin()
      }
      do throws(StoreError) {
        try rebuildIndexes(of: collection)
        if ownsTransaction {
          try commit(announcing: StoreChanges())
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
    try run("DELETE FROM store_index WHERE collection = $1", [collection.name])
    let rows = try run(
      "SELECT seq, account, id, body FROM store_records WHERE collection = $1",
      [collection.name])
    for row in rows {
      guard let seq = row[0], let account = row[1], let id = row[2], let body = row[3] else {
        continue
      }
      let record = try decode(body, id: id, in: collection)
      for index in collection.indexes {
        try insertIndexEntry(
          collection: collection.name, account: account, field: index.name,
          value: index.value(record), seq: seq)
      }
    }
    try run(
      """
      INSERT INTO store_collections(name, indexes) VALUES ($1, $2)
      ON CONFLICT(name) DO UPDATE SET indexes = excluded.indexes
      """, [collection.name, collection.indexSignature])
  }

  private func insertIndexEntry(
    collection: String, account: String, field: String, value: StoreIndexValue, seq: String
  ) throws(StoreError) {
    let (column, text) = Self.column(value)
    try run(
      "INSERT INTO store_index(collection, account, field, \(column), seq) "
        + "VALUES ($1, $2, $3, $4, $5)",
      [collection, account, field, text, seq])
  }

  private func check<Record>(
    _ index: StoreIndex<Record>, of collection: StoreCollection<Record>
  ) throws(StoreError) {
    guard collection.indexes.contains(where: { $0.name == index.name }) else {
      throw .unknownIndex(collection: collection.name, index: index.name)
    }
  }

  /// The column an indexed value goes in, and the value as the server reads it.
  private static func column(_ value: StoreIndexValue) -> (String, String) {
    switch value {
    case .text(let text):
      ("txt", text)
    case .integer(let number):
      ("num", "\(number)")
    case .real(let number) where number.isNaN:
      ("num", "NaN")
    case .real(let number) where number.isInfinite:
      ("num", number < 0 ? "-Infinity" : "Infinity")
    case .real(let number):
      ("num", "\(number)")
    }
  }

  // MARK: - Statements and errors

  private func records<Record>(
    _ sql: String, _ values: [String], in collection: StoreCollection<Record>
  ) throws(StoreError) -> [Record] {
    var records: [Record] = []
    for row in try run(sql, values) {
      guard let id = row[0], let body = row[1] else { continue }
      records.append(try decode(body, id: id, in: collection))
    }
    return records
  }

  private func decode<Record>(
    _ body: String, id: String, in collection: StoreCollection<Record>
  ) throws(StoreError) -> Record {
    do {
      return try decoder.decode(Record.self, from: Data(body.utf8))
    } catch {
      throw .undecodable(collection: collection.name, id: id, reason: "\(error)")
    }
  }

  /// Runs a statement, turning what it throws into the store's errors. A statement outside a
  /// transaction (a read) whose connection was lost is sent again once connected again.
  @discardableResult
  private func run(_ sql: String, _ values: [String?] = []) throws(StoreError) -> [[String?]] {
    let inTransaction = connection.isInTransaction
    if !inTransaction {
      try ensureConnected()
    }
    do {
      return try connection.query(sql, values).rows
    } catch let failure where failure.connectionLost && !inTransaction {
      try ensureConnected()
    } catch {
      lastFailure = error
      throw storeError(error)
    }
    do {
      return try connection.query(sql, values).rows
    } catch {
      lastFailure = error
      throw storeError(error)
    }
  }

  /// Connects again when the connection was lost, pausing longer between attempts (0.1 s to
  /// 1.6 s, about 3 s in all, each attempt up to the connection timeout).
  private func ensureConnected() throws(StoreError) {
    guard !connection.isConnected else { return }
    var pause = 0.1
    for attempt in 0..<5 {
      if attempt > 0 {
        Thread.sleep(forTimeInterval: pause)
        pause *= 2
      }
      if connection.reconnect() {
        preparedCollections.removeAll()
        return
      }
    }
    throw .cannotOpen(
      file: location,
      reason:
        "the connection to the server at \(address.server) was lost, and could not be made "
        + "again: \(PostgreSQLFailure.clean(connection.errorMessage))")
  }

  /// The store's error for a failure of the server or of the connection to it.
  private func storeError(_ failure: PostgreSQLFailure) -> StoreError {
    if failure.connectionLost {
      return .cannotOpen(
        file: location,
        reason: "the connection to the server at \(address.server) was lost: \(failure.message)")
    }
    if failure.isConflict {
      return .busy(file: location)
    }
    switch failure.sqlState {
    case "53100":
      return .diskFull(file: location)
    case "25006":
      return .readOnly(file: location, reason: failure.message)
    default:
      let state = failure.sqlState.map { " (SQLSTATE \($0))" } ?? ""
      return .failed(file: location, code: 0, reason: failure.message + state)
    }
  }
}
