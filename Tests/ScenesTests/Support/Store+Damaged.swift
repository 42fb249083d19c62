import Foundation
import StoreWorker
import TestSupport

@testable import Scenes

extension Store {
  /// A store in a file of `folder`, with Atlas's schema, that opens but whose records cannot be
  /// read: its header is sound and the pages after it are not pages, as a disk may leave them.
  static func damaged(in folder: TemporaryFolder) async throws -> Store {
    let file = folder.file("damaged.sqlite")
    do {
      let store = try Store(file: file, schema: AtlasStore.schema)
      try await store.favor([.germany, .ghana])
      let notes = (0..<200).map {
        CountryNote(id: "C\($0)", text: String(repeating: "n", count: 100))
      }
      try await store.account("user-ada").put(notes, in: AtlasStore.notes)
    }
    try file.overwriteDatabasePages(from: 1)
    return try Store(file: file, schema: AtlasStore.schema)
  }
}
