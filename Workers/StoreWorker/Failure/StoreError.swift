/// Why a store could not do what it was asked; nothing it was asked to write was written.
///
/// Each case's `file` is where the records are: the database file's path, or, on PostgreSQL,
/// the server's address, `postgresql://USER@HOST:PORT/DATABASE`, never with a password.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The disk (or the space the process may use) is full.
  ///
  /// - Parameter file: The database file.
  case diskFull(file: String)

  /// The database or its folder cannot be written to.
  ///
  /// - Parameters:
  ///   - file: The database file.
  ///   - reason: What the system said.
  case readOnly(file: String, reason: String)

  /// The database file could not be opened or created, or its server could not be reached
  /// (the reason names its host and port) or refused the address.
  ///
  /// - Parameters:
  ///   - file: The database file, or the server's address.
  ///   - reason: What the system, or libpq, said.
  case cannotOpen(file: String, reason: String)

  /// The database was found damaged while in use.
  ///
  /// - Parameters:
  ///   - file: The database file.
  ///   - reason: What SQLite said.
  case damaged(file: String, reason: String)

  /// A migration step failed; the database was left as it was before the first step.
  ///
  /// - Parameters:
  ///   - version: The version the step migrates to.
  ///   - name: The step's name.
  ///   - reason: Why it failed.
  case migrationFailed(version: Int, name: String, reason: String)

  /// The database was written by a newer version of the application than this one knows.
  ///
  /// - Parameters:
  ///   - found: The database's schema version.
  ///   - known: The newest version this application declares.
  case newerSchema(found: Int, known: Int)

  /// A record could not be encoded as JSON.
  ///
  /// - Parameters:
  ///   - collection: The collection's name.
  ///   - id: The record's id.
  ///   - reason: What the encoder said.
  case unencodable(collection: String, id: String, reason: String)

  /// A stored record did not decode as the collection's record type.
  ///
  /// - Parameters:
  ///   - collection: The collection's name.
  ///   - id: The record's id.
  ///   - reason: What the decoder said.
  case undecodable(collection: String, id: String, reason: String)

  /// A query named a field the collection does not index.
  ///
  /// - Parameters:
  ///   - collection: The collection's name.
  ///   - index: The field's name.
  case unknownIndex(collection: String, index: String)

  /// Another process held the database longer than the store waits; on PostgreSQL, another
  /// process's commits conflicted with a write every time it was tried.
  ///
  /// - Parameter file: The database file.
  case busy(file: String)

  /// SQLite or the PostgreSQL server failed in another way.
  ///
  /// - Parameters:
  ///   - file: The database file, or the server's address.
  ///   - code: SQLite's extended result code; 0 on PostgreSQL, whose SQLSTATE the reason gives.
  ///   - reason: What SQLite or the server said.
  case failed(file: String, code: Int32, reason: String)

  /// What went wrong, where and why, for a person to read.
  public var description: String {
    switch self {
    case .diskFull(let file):
      "Store could not save to \(file): the disk is full"
    case .readOnly(let file, let reason):
      "Store could not save to \(file): it cannot be written (\(reason))"
    case .cannotOpen(let file, let reason):
      "Store could not open \(file): \(reason)"
    case .damaged(let file, let reason):
      "Store found \(file) damaged: \(reason)"
    case .migrationFailed(let version, let name, let reason):
      "Store migration to version \(version) (\"\(name)\") failed, database left as it was: "
        + reason
    case .newerSchema(let found, let known):
      "Store database is at version \(found), newer than version \(known) this application "
        + "knows"
    case .unencodable(let collection, let id, let reason):
      "Store could not encode \(collection)/\(id) as JSON: \(reason)"
    case .undecodable(let collection, let id, let reason):
      "Store record \(collection)/\(id) does not decode: \(reason)"
    case .unknownIndex(let collection, let index):
      "Store collection \(collection) has no indexed field \"\(index)\""
    case .busy(let file):
      "Store could not use \(file): another process held it too long"
    case .failed(let file, 0, let reason):
      "Store failed on \(file): \(reason)"
    case .failed(let file, let code, let reason):
      "Store failed on \(file) (SQLite \(code)): \(reason)"
    }
  }
}
