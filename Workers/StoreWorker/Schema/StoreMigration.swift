/// One step from a schema version to the next: what an application does to records kept by
/// an earlier version so that this one can read them.
///
/// <!-- swift-check
/// struct OldNote: StoreRecord {
///   var id: String
///   var code: String
///   var text: String
/// }
/// struct Note: StoreRecord {
///   var id: String
///   var text: String
/// }
/// let oldNotes = StoreCollection<OldNote>("notes")
/// enum AtlasCollections {
///   static let notes = StoreCollection<Note>("country-notes")
/// }
/// -->
/// ```swift
/// StoreMigration(to: 2, "notes keyed by country code") { migration in
///   for account in try migration.accounts(in: "notes") {
///     let notes = migration.account(account)
///     for note in try notes.all(in: oldNotes) {
///       try notes.delete(note.id, in: oldNotes)
///       try notes.put(Note(id: note.code, text: note.text), in: AtlasCollections.notes)
///     }
///   }
/// }
/// ```
public struct StoreMigration: Sendable {
  /// The version the step migrates to; the step runs when the database is older.
  public let version: Int
  /// What the step does, for a person to read when it fails.
  public let name: String
  /// The step.
  let step: @Sendable (StoreMigrationContext) throws -> Void

  /// Declares a step.
  ///
  /// - Parameters:
  ///   - version: The version it migrates to.
  ///   - name: What it does, for a person to read when it fails.
  ///   - step: Reads and writes records through the context; throwing undoes every step.
  public init(
    to version: Int, _ name: String,
    _ step: @escaping @Sendable (StoreMigrationContext) throws -> Void
  ) {
    self.version = version
    self.name = name
    self.step = step
  }
}
