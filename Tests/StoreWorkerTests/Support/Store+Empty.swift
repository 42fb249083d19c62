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

  /// An empty store on an engine: in memory on SQLite, in a new database of the tests' server
  /// on PostgreSQL.
  ///
  /// - Parameter engine: The engine.
  /// - Returns: The store.
  /// - Throws: What starting the server or opening the store throws.
  static func empty(on engine: TestEngine) throws -> Store {
    switch engine {
    case .sqlite: empty()
    case .postgresql: try TestDatabase(.postgresql).open()
    }
  }
}
