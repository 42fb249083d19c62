import CSQLite
import Foundation
import StoreWorker
import TestSupport

@testable import Scenes

extension Store {
  /// A store in a file of `folder`, with Atlas's schema, whose database refuses every record of
  /// `collection` whose JSON does not hold `text`, as a full disk would refuse it: the write
  /// fails with a ``StoreError`` and nothing of it is kept.
  ///
  /// The refusal is a trigger in the database itself, so the store under test is the real one.
  static func refusing(
    recordsWithout text: String, in collection: String, folder: TemporaryFolder
  ) throws -> Store {
    let file = folder.file("refusing.sqlite")
    // Made by a store first, so that the table the trigger watches exists.
    _ = try Store(file: file, schema: AtlasStore.schema)
    var database: OpaquePointer?
    defer { sqlite3_close(database) }
    guard sqlite3_open(file.path, &database) == SQLITE_OK else {
      throw StoreError.cannotOpen(file: file.path, reason: "the test could not open it")
    }
    for event in ["INSERT", "UPDATE"] {
      let trigger = """
        CREATE TRIGGER refuse_\(event) BEFORE \(event) ON store_records
        WHEN NEW.collection = '\(collection)' AND instr(CAST(NEW.body AS TEXT), '\(text)') = 0
        BEGIN SELECT RAISE(ABORT, 'refused by the test'); END
        """
      guard sqlite3_exec(database, trigger, nil, nil, nil) == SQLITE_OK else {
        throw StoreError.failed(file: file.path, code: 1, reason: "the trigger was refused")
      }
    }
    return try Store(file: file, schema: AtlasStore.schema)
  }
}
