import StoreWorker

@testable import Scenes

extension Store {
  /// An empty store in memory with Atlas's schema, for a test's containers.
  static func empty() -> Store {
    do {
      return try Store(inMemoryWith: AtlasStore.schema)
    } catch {
      // Atlas's schema has no step to fail; only SQLite running out of memory ends here.
      preconditionFailure("cannot open a store in memory: \(error)")
    }
  }
}
