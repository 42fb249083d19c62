/// The versions of an application's data and the steps between them.
///
/// When a store opens a database of an older version, it runs the steps to newer versions in
/// order, in one transaction: either the database reaches the schema's version, or it is left
/// exactly as it was and opening throws ``StoreError/migrationFailed(version:name:reason:)``.
/// A database newer than the schema is not opened.
public struct StoreSchema: Sendable {
  /// The steps, in the order of their versions.
  public let migrations: [StoreMigration]

  /// The version a database has once every step has run; 0 without steps.
  public var version: Int { migrations.map(\.version).max() ?? 0 }

  /// Declares a schema.
  ///
  /// - Parameter migrations: The steps; they run in the order of their versions, which should
  ///   be distinct and greater than 0.
  public init(_ migrations: [StoreMigration] = []) {
    self.migrations = migrations.sorted { $0.version < $1.version }
  }
}
