/// What a migration step may do: read and write every account's records, and rename or remove
/// whole collections.
///
/// Only valid while its step runs.
public final class StoreMigrationContext {
  private let engine: any StoreEngine

  init(engine: any StoreEngine) {
    self.engine = engine
  }

  /// The accounts that have records in a collection, sorted.
  ///
  /// - Parameter collection: The collection's name.
  /// - Returns: The accounts.
  /// - Throws: ``StoreError`` if they cannot be read.
  public func accounts(in collection: String) throws(StoreError) -> [String] {
    try engine.accounts(in: collection)
  }

  /// One account's records, to read and write as in a transaction.
  ///
  /// - Parameter account: The account.
  /// - Returns: A transaction on the account, part of the migration's.
  public func account(_ account: String) -> StoreTransaction {
    StoreTransaction(engine: engine, account: account)
  }

  /// Gives a collection's records, in every account, a new collection name.
  ///
  /// - Parameters:
  ///   - name: The collection's name.
  ///   - newName: Its new name.
  /// - Throws: ``StoreError`` if it cannot be written.
  public func renameCollection(_ name: String, to newName: String) throws(StoreError) {
    try engine.renameCollection(name, to: newName)
  }

  /// Deletes a collection's records in every account.
  ///
  /// - Parameter name: The collection's name.
  /// - Throws: ``StoreError`` if it cannot be written.
  public func removeCollection(named name: String) throws(StoreError) {
    try engine.removeCollection(named: name)
  }
}
