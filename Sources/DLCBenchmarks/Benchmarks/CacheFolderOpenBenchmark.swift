import CacheWorker
import Foundation

/// Opening a cache on a folder of 10,000 entries until its values are in memory; against
/// reading the same files' bytes by hand.
@MainActor
final class CacheFolderOpenBenchmark: Benchmark {
  nonisolated static let name = "cache-folder-open"
  nonisolated static let entryCount = 10_000
  nonisolated let budget: Budget?
  nonisolated let operationsPerSample: Int?

  private nonisolated let folder: URL
  private let configuration: CacheConfiguration

  /// Fills a new folder with the entries.
  ///
  /// - Parameter entryCount: How many entries; the budget is set for 10,000.
  /// - Throws: ``CacheError`` if an entry cannot be stored.
  init(entryCount: Int = CacheFolderOpenBenchmark.entryCount) async throws {
    budget = .time(atMostNanoseconds: 100_000_000)
    operationsPerSample = 1
    configuration = CacheConfiguration(maximumEntryCount: entryCount)
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dlc-benchmark-\(UUID().uuidString)")
    let writer = CacheWorker(configuration: configuration, folder: folder)
    for index in 0..<entryCount {
      try await writer.set(Country.germany, forKey: "/countries/\(index)", timeToLive: nil)
    }
    await writer.flush()
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  func ours(_ count: Int) async -> Int {
    var checksum = 0
    for _ in 0..<count {
      let cache = CacheWorker(configuration: configuration, folder: folder)
      checksum &+= await cache.statistics().entries
    }
    return checksum
  }

  func baseline(_ count: Int) throws -> Int {
    var checksum = 0
    for _ in 0..<count {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
        checksum &+= bytes.isEmpty ? 0 : 1
      }
    }
    return checksum
  }
}
