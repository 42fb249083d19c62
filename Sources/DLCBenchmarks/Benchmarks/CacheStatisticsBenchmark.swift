import CacheWorker

/// Asking a cache of a given size, every value with a time to live, for its statistics; against
/// counting a dictionary of the same size behind an actor.
struct CacheStatisticsBenchmark: Benchmark {
  static let name = "cache-statistics"

  /// The numbers of entries measured, each an entry of its own.
  static let sizes = [1_000, 100_000]

  let budget: Budget?
  let operationsPerSample: Int? = nil

  private let cache: CacheWorker
  private let dictionary = DictionaryCache()

  /// Fills both caches.
  ///
  /// - Parameter size: How many values each holds; the budget applies at 100,000.
  /// - Throws: ``CacheError`` if a value cannot be stored.
  init(size: Int) async throws {
    budget = size >= 100_000 ? .time(atMostNanoseconds: 5_000) : nil
    cache = CacheWorker(configuration: CacheConfiguration(maximumEntryCount: size))
    for index in 0..<size {
      try await cache.set(index, forKey: "\(index)", timeToLive: .seconds(3_600))
      try await dictionary.set(index, forKey: "\(index)")
    }
  }

  func ours(_ count: Int) async -> Int {
    var checksum = 0
    for _ in 0..<count {
      checksum &+= await cache.statistics().entries
    }
    return checksum
  }

  func baseline(_ count: Int) async -> Int {
    var checksum = 0
    for _ in 0..<count {
      checksum &+= await dictionary.count
    }
    return checksum
  }
}
