import StoreWorker

/// Where each account's own data is kept when no file is named: in memory, gone with the
/// process, as scripts and tests want it.
enum AppStore {
  /// A store in memory.
  static func inMemory() -> Store {
    do {
      return try Store(inMemoryWith: StoreSchema())
    } catch {
      // With no migration to run, opening SQLite's in-memory database fails only when the
      // process is out of memory, which no caller could recover from.
      preconditionFailure("cannot open a store in memory: \(error)")
    }
  }
}
