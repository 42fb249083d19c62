import Foundation

/// One account's records in a store: what a signed-in person's scenes are given, so that they
/// never read another account's.
///
/// Each `put` and `delete` is a transaction of its own; use ``write(_:)`` to read and change
/// records together.
///
/// <!-- swift-check
/// struct Favorite: StoreRecord {
///   var id: String
///   var name: String
/// }
/// let store = try Store(inMemoryWith: StoreSchema())
/// -->
/// ```swift
/// let favorites = StoreCollection<Favorite>("favorites")
/// let ada = store.account("ada")
/// try await ada.put(Favorite(id: "CHE", name: "Switzerland"), in: favorites)
/// let all = try await ada.all(in: favorites)
/// ```
public struct StoreAccount: Sendable {
  /// The store the records are in.
  public let store: Store
  /// The account's id.
  public let id: String

  // MARK: - Reading

  /// The record with an id, if there is one.
  ///
  /// - Parameters:
  ///   - id: The record's id.
  ///   - collection: The collection it is in.
  /// - Returns: The record, or `nil`.
  /// - Throws: ``StoreError`` if it cannot be read or decoded.
  public func get<Record>(
    _ id: String, in collection: StoreCollection<Record>
  ) async throws(StoreError) -> Record? {
    try await store.get(id, in: collection, account: self.id)
  }

  /// Every record of a collection, in an order.
  ///
  /// - Parameters:
  ///   - collection: The collection.
  ///   - order: The order to list them in; the order they were first put by default.
  /// - Returns: The records.
  /// - Throws: ``StoreError`` if they cannot be read or decoded.
  public func all<Record>(
    in collection: StoreCollection<Record>, order: StoreOrder<Record> = .insertion
  ) async throws(StoreError) -> [Record] {
    try await store.all(in: collection, account: id, order: order)
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
  ) async throws(StoreError) -> [Record] {
    try await store.records(
      in: collection, account: id, where: index, equals: value.storeIndexValue)
  }

  // MARK: - Writing

  /// Runs a transaction: reads and writes made through it are committed together when the
  /// closure returns, or not at all if it throws.
  ///
  /// Returns once the commit is on the disk and every follower of what changed has been given
  /// the new value. No other write of the store runs while the closure does, in this process
  /// or, on SQLite, another, so a read-modify-write never loses an update. On PostgreSQL other
  /// processes write at once, in serializable transactions: a write whose reads another
  /// process's commit changed is undone and the closure runs again, so it should do nothing
  /// but read and write through the transaction (and compute), as it should on either engine.
  ///
  /// <!-- swift-check
  /// struct Counter: StoreRecord {
  ///   var id: String
  ///   var value = 0
  /// }
  /// let counters = StoreCollection<Counter>("counters")
  /// let account = try Store(inMemoryWith: StoreSchema()).account("ada")
  /// -->
  /// ```swift
  /// try await account.write { transaction in
  ///   var counter = try transaction.get("taps", in: counters) ?? Counter(id: "taps")
  ///   counter.value += 1
  ///   try transaction.put(counter, in: counters)
  /// }
  /// ```
  ///
  /// - Parameter body: Reads and writes the account's records; runs without suspending, once
  ///   on SQLite, and again on PostgreSQL after a conflict or a connection lost before commit.
  /// - Returns: What the closure returned.
  /// - Throws: ``StoreError`` if the store fails, or what the closure threw; either way
  ///   nothing was written.
  @discardableResult
  public func write<Value: Sendable>(
    _ body: @Sendable (StoreTransaction) throws -> Value
  ) async throws -> Value {
    try await store.write(account: id, body)
  }

  /// Puts a record in place of the one with its id, or adds it, in a transaction of its own.
  ///
  /// - Parameters:
  ///   - record: The record.
  ///   - collection: The collection it goes in.
  /// - Throws: ``StoreError`` if it cannot be encoded or written.
  public func put<Record>(
    _ record: Record, in collection: StoreCollection<Record>
  ) async throws(StoreError) {
    try await storeWrite { transaction throws(StoreError) in
      try transaction.put(record, in: collection)
    }
  }

  /// Puts records in one transaction: all of them or none, as when seeding a store for a test.
  ///
  /// - Parameters:
  ///   - records: The records.
  ///   - collection: The collection they go in.
  /// - Throws: ``StoreError`` if one cannot be encoded or written.
  public func put<Record>(
    _ records: [Record], in collection: StoreCollection<Record>
  ) async throws(StoreError) {
    try await storeWrite { transaction throws(StoreError) in
      for record in records {
        try transaction.put(record, in: collection)
      }
    }
  }

  /// Deletes the record with an id, if there is one, in a transaction of its own.
  ///
  /// - Parameters:
  ///   - id: The record's id.
  ///   - collection: The collection it is in.
  /// - Returns: Whether there was a record to delete.
  /// - Throws: ``StoreError`` if it cannot be written.
  @discardableResult
  public func delete<Record>(
    _ id: String, in collection: StoreCollection<Record>
  ) async throws(StoreError) -> Bool {
    try await storeWrite { transaction throws(StoreError) in
      try transaction.delete(id, in: collection)
    }
  }

  /// A write whose closure throws only the store's errors.
  private func storeWrite<Value: Sendable>(
    _ body: @Sendable (StoreTransaction) throws(StoreError) -> Value
  ) async throws(StoreError) -> Value {
    do {
      return try await store.write(account: id) { transaction in try body(transaction) }
    } catch let error as StoreError {
      throw error
    } catch {
      throw .failed(file: store.location, code: 1, reason: "\(error)")
    }
  }
}
