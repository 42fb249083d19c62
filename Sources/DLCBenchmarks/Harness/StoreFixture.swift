import Foundation
import StoreWorker

/// A store in a file of its own holding a number of records, and the hand-written SQLite code
/// on the same file, for the store benchmarks; the file goes with the fixture.
final class StoreFixture: Sendable {
  /// The account every record is in.
  static let account = "bench"

  let folder: URL
  let store: Store
  let direct: DirectSQLite

  /// Creates the file and fills it, through the store, in one transaction.
  ///
  /// - Parameter size: The number of records, numbered from 0.
  /// - Throws: ``StoreError`` if the file cannot be made or filled.
  init(size: Int) async throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dlc-benchmark-\(UUID().uuidString)", isDirectory: true)
    let file = folder.appendingPathComponent("store.sqlite")
    store = try Store(file: file)
    try await store.account(Self.account).put(
      (0..<size).map(StoredCountry.numbered), in: StoredCountry.countries)
    direct = try DirectSQLite(file: file)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }
}
