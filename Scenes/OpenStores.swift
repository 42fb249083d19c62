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

  private struct Table {
    var entries: [String: Entry] = [:]
    /// The files opened before in this process, whose whole file need not be checked again.
    var opened: Set<String> = []
  }

  private static let table = Mutex(Table())

  /// The store open for a file, or the one `open` opens, kept for the next to ask.
  ///
  /// Opening happens under the table's lock, so that two sessions never open one file twice;
  /// Atlas starts on the main actor, one at a time, so no start waits on another's.
  ///
  /// - Parameters:
  ///   - file: The database file.
  ///   - open: Opens the store when none is open for the file, told whether it is the file's
  ///     first opening in the process (the one that checks the whole file).
  /// - Returns: The store.
  /// - Throws: What `open` throws.
  static func store(for file: URL, open: (_ isFirst: Bool) throws -> Store) throws -> Store {
    let key = file.isFileURL ? file.standardizedFileURL.path : file.absoluteString
    return try table.withLock { table in
      if let store = table.entries[key]?.store {
        return store
      }
      let store = try open(!table.opened.contains(key))
      table.opened.insert(key)
      table.entries = table.entries.filter { $0.value.store != nil }
      table.entries[key] = Entry(store)
      return store
    }
  }
}
