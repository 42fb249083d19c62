import Foundation

/// What a ``Store`` asks of the database it keeps records in: SQLite's file
/// (``SQLiteStoreEngine``) or a PostgreSQL server (``PostgreSQLStoreEngine``).
///
/// Not `Sendable`: an engine belongs to one ``Store`` actor, which makes one call at a time,
/// and to the transactions that actor runs.
protocol StoreEngine: AnyObject {
  /// Where the records are, for errors: the file's path, `:memory:`, or the server's address
  /// without a password.
  var location: String { get }

  /// Whether the transaction that last failed may run again from its start and succeed:
  /// another writer's commit conflicted with it, or its connection was lost before it was
  /// committed. Asked only after a failure.
  var mayRetry: Bool { get }

  // MARK: - Transactions

  /// Starts a write transaction, so that what it reads cannot change under it before it
  /// commits, in this process or another.
  func begin() throws(StoreError)

  /// Commits the open transaction, once its changes are announced to followers in other
  /// processes; returns once the database has made it durable.
  ///
  /// - Parameter changes: What the transaction changed.
  /// - Throws: ``StoreError`` if the transaction could not be committed; nothing was kept, but
  ///   for a PostgreSQL connection lost as it committed, which the error says.
  func commit(announcing changes: StoreChanges) throws(StoreError)

  /// Undoes the open transaction, if one is open.
  func rollback()

  // MARK: - Records

  /// The record with an id, if there is one.
  func get<Record>(
    _ id: String, in collection: StoreCollection<Record>, account: String
  ) throws(StoreError) -> Record?

  /// Puts a record in place of the one with its id, or adds it.
  func put<Record>(
    _ record: Record, in collection: StoreCollection<Record>, account: String
  ) throws(StoreError)

  /// Deletes the record with an id; `false` if there was none.
  func delete<Record>(
    _ id: String, in collection: StoreCollection<Record>, account: String
  ) throws(StoreError) -> Bool

  /// Deletes every record of a collection in an account.
  func removeAll<Record>(
    in collection: StoreCollection<Record>, account: String
  ) throws(StoreError)

  /// Every record of a collection in an account, in an order.
  func all<Record>(
    in collection: StoreCollection<Record>, account: String, order: StoreOrder<Record>
  ) throws(StoreError) -> [Record]

  /// The records of a collection in an account whose indexed field has a value, in the order
  /// they were first put.
  func records<Record>(
    in collection: StoreCollection<Record>, account: String,
    where index: StoreIndex<Record>, equals value: StoreIndexValue
  ) throws(StoreError) -> [Record]

  /// The accounts that have records in a collection, sorted.
  func accounts(in collection: String) throws(StoreError) -> [String]

  /// Gives a collection's records, in every account, another collection name.
  func renameCollection(_ name: String, to newName: String) throws(StoreError)

  /// Deletes a collection's records in every account.
  func removeCollection(named name: String) throws(StoreError)

  /// What the database says of its own soundness: `["ok"]` when it is sound.
  func integrityCheck() throws(StoreError) -> [String]
}
