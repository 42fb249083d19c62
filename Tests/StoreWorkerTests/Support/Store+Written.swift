import Foundation
import TestSupport

@testable import StoreWorker

extension Store {
  /// Opens a store on `file`, lets `body` write in it, and closes it again, so that a store
  /// opened on the file afterwards reads what was committed, from a connection of its own.
  ///
  /// - Parameters:
  ///   - file: The database file.
  ///   - schema: The schema to open the file with.
  ///   - body: What to write.
  /// - Throws: What opening the store or `body` throws.
  static func write(
    to file: URL, schema: StoreSchema = StoreSchema(), _ body: (Store) async throws -> Void
  ) async throws {
    // The store closes its connection when it is freed: here, as this function returns.
    try await body(Store(file: file, schema: schema))
  }

  /// Writes `count` of Ada's notes of 100 characters into a store on `file`, closes it, and
  /// overwrites four of the file's pages from `page` on, as a failing disk may.
  ///
  /// - Parameters:
  ///   - file: The database file.
  ///   - count: How many notes to write, so that the file has pages enough to damage.
  ///   - page: The first page to overwrite; the header is page 0.
  /// - Throws: What writing the store or the file throws.
  static func writeDamaged(to file: URL, notes count: Int, fromPage page: Int) async throws {
    try await write(to: file) {
      let notes = (0..<count).map { Note(id: "n\($0)", text: String(repeating: "t", count: 100)) }
      try await $0.account("ada").put(notes, in: Note.notes)
    }
    try file.overwriteDatabasePages(from: page)
  }
}
