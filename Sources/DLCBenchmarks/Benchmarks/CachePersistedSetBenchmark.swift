import CacheWorker
import Foundation

/// Storing a value in a cache that keeps its values in a folder, until its file is written;
/// against storing it in a cache that keeps them in memory only.
///
/// Keys go round 4,096 names, so that few writes are coalesced, and each sample ends when the
/// folder has every value: the files' writing counts, though it happens off the cache's actor.
@MainActor
final class CachePersistedSetBenchmark: Benchmark {
  nonisolated static let name = "cache-persisted-set"
  nonisolated let budget: Budget?
  nonisolated let operationsPerSample: Int?

  private let keys: [String]
  private nonisolated let folder: URL
  private let persisted: CacheWorker
  private let inMemory: CacheWorker

  init() async {
    keys = (0..<4_096).map { "/countries/\($0)" }
    budget = .ratio(atMost: 10)
    operationsPerSample = nil
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dlc-benchmark-\(UUID().uuidString)")
    persisted = CacheWorker(
      configuration: CacheConfiguration(), clock: ContinuousClock(), folder: folder,
      onWarning: { _ in })
    inMemory = CacheWorker(
      configuration: CacheConfiguration(), clock: ContinuousClock(), folder: nil,
      onWarning: { _ in })
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  func ours(_ count: Int) async throws -> Int {
    try await store(in: persisted, count: count)
  }

  func baseline(_ count: Int) async throws -> Int {
    try await store(in: inMemory, count: count)
  }

  private func store(in cache: CacheWorker, count: Int) async throws -> Int {
    for index in 0..<count {
      try await cache.set(Country.germany, forKey: keys[index & 4_095], timeToLive: nil)
    }
    await cache.flush()
    return await cache.statistics().entries
  }
}
