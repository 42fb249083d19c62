/// The records of one account, read and written inside ``StoreAccount/write(_:)``.
///
/// Everything done through a transaction is committed together when the closure returns, or
/// not at all if it throws. While it runs, no other write of the store runs, in this process or
/// another, so what it reads stays true until it commits: a read-modify-write loses no update.
/// A transaction is only valid inside its closure.
public final class StoreTransaction {
  /// The account whose records the transaction reads and writes.
  public let account: String
  private let engine: any StoreEngine
  /// The records changed so far, so that their followers hear of the commit.
  private(set) var changes = StoreChanges()
  /// Whether the closure it was given to is still running.
  var isOpen = true

  init(engine: any StoreEngine, account: String) {
    self.engine = engine
    self.account = account
  }

  /// The record with an id, if there is one.
  ///
  /// - Parameters:
  ///   - id: The record's id.
  ///   - collection: The collection it is in.
  /// - Returns: The record, or `nil`.
  /// - Throws: ``StoreError`` if it cannot be read or decoded.
  public func get<Record>(
    _ id: String, in collection: StoreCollection<Record>
  ) throws(StoreError) -> Record? {
    try checkOpen()
    return try engine.get(id, in: collection, account: account)
  }

  /// Puts a record in place of the one with its id, or adds it.
  ///
  /// - Parameters:
  ///   - record: The record.
  ///   - collection: The collection it goes in.
  /// - Throws: ``StoreError`` if it cannot be encoded or written.
  public func put<Record>(
    _ record: Record, in collection: StoreCollection<Record>
  ) throws(StoreError) {
    try checkOpen()
    try engine.put(record, in: collection, account: account)
    changes.record(collection: collection.name, account: account, id: record.id)
  }

  /// Deletes the record with an id, if there is one.
  ///
  /// - Parameters:
  ///   - id: The record's id.
  ///   - collection: The collection it is in.
  /// - Returns: Whether there was a record to delete.
  /// - Throws: ``StoreError`` if it cannot be written.
  @discardableResult
  public func delete<Record>(
    _ id: String, in collection: StoreCollection<Record>
  ) throws(StoreError) -> Bool {
    try checkOpen()
    let deleted = try engine.delete(id, in: collection, account: account)
    if deleted {
      changes.record(collection: collection.name, account: account, id: id)
    }
    return deleted
  }

  /// Deletes every record of a collection.
  ///
  /// - Parameter collection: The collection.
  /// - Throws: ``StoreError`` if it cannot be written.
  public func removeAll<Record>(in collection: StoreCollection<Record>) throws(StoreError) {
    try checkOpen()
    try engine.removeAll(in: collection, account: account)
    changes.recordAll(collection: collection.name, account: account)
  }

  /// Every record of a collection, in an order.
  ///
  /// - Parameters:
  ///   - collection: The collection.
  ///   - order: The order to list them in.
  /// - Returns: The records.
  /// - Throws: ``StoreError`` if they cannot be read or decoded.
  public func all<Record>(
    in collection: StoreCollection<Record>, order: StoreOrder<Record> = .insertion
  ) throws(StoreError) -> [Record] {
    try checkOpen()
    return try engine.all(in: collection, account: account, order: order)
  }

  /// The records whose indexed field has a value, in the order they were first put.
  ///
  /// - Parameters:
  ///   - collection: The collection.
  ///   - index: One of the collection's indexed fields.
  ///   - value: The value to look for.
  /// - Returns: The records.
  /// - Throws: ``StoreError`` if the field is not indexed or records cannot be read.
  public func records<Record>(
    in collection: StoreCollection<Record>, where index: StoreIndex<Record>,
    equals value: some StoreIndexable
  ) throws(StoreError) -> [Record] {
    try checkOpen()
    return try engine.records(
      in: collection, account: account, where: index, equals: value.storeIndexValue)
  }

  private func checkOpen() throws(StoreError) {
    guard isOpen else {
      throw .failed(
        file: engine.location, code: 21, reason: "a transaction was used after its write returned")
    }
  }
}
