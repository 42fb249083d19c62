import CacheWorker

/// Storing a value in the cache worker and reading it back; against a dictionary of encoded
/// values behind an actor that encodes and decodes the same way.
struct CacheBenchmark: Benchmark {
  static let name = "cache-get-set"
  let budget: Budget? = .ratio(atMost: 3)
  let operationsPerSample: Int? = nil

  private let keys = (0..<64).map { "/countries/\($0)" }
  private let cache = CacheWorker()
  private let dictionary = DictionaryCache()

  func ours(_ count: Int) async throws -> Int {
    var checksum = 0
    for index in 0..<count {
      let key = keys[index & 63]
      try await cache.set(Country.germany, forKey: key, timeToLive: nil)
      checksum &+= await cache.value(of: Country.self, forKey: key)?.population ?? 0
    }
    return checksum
  }

  func baseline(_ count: Int) async throws -> Int {
    var checksum = 0
    for index in 0..<count {
      let key = keys[index & 63]
      try await dictionary.set(Country.germany, forKey: key)
      checksum &+= await dictionary.value(of: Country.self, forKey: key)?.population ?? 0
    }
    return checksum
  }
}
