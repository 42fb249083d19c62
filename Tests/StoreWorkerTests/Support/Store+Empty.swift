@testable import StoreWorker

extension Store {
  /// An empty store in memory with no declared indexes, for a suite to read and write in.
  static func empty() -> Store {
    do {
      return try Store(inMemoryWith: StoreSchema())
    } catch {
      // An empty schema has no step to fail; only SQLite running out of memory ends here.
      preconditionFailure("cannot open a store in memory: \(error)")
    }
  }
}
