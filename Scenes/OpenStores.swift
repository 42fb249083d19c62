import Foundation
import StoreWorker
import Synchronization

/// The stores Atlas has open in this process, by file: `serve` starts an Atlas for each
/// browser, and opening a connection for each (reading the file's schema, checking its
/// permissions) was a sixth of the server's work while sessions arrived. Sessions of one file
/// share its store, as they share the file; a store closes once no session holds it.
enum OpenStores {
  /// A store, held only while someone else holds it.
  private final class Entry: Sendable {
    weak let store: Store?

    init(_ store: Store) {
      self.store = store
    }
  }

  private static let entries = Mutex<[String: Entry]>([:])

  /// The store open for a file, or the one `open` opens, kept for the next to ask.
  ///
  /// - Parameters:
  ///   - file: The database file.
  ///   - open: Opens the store when none is open for the file.
  /// - Returns: The store.
  /// - Throws: What `open` throws.
  static func store(for file: URL, open: () throws -> Store) throws -> Store {
    let key = file.standardizedFileURL.path
    return try entries.withLock { entries in
      if let store = entries[key]?.store {
        return store
      }
      let store = try open()
      entries = entries.filter { $0.value.store != nil }
      entries[key] = Entry(store)
      return store
    }
  }
}
