import CacheWorker
import Testing

struct CacheConfigurationTests {
  @Test func entryCountIsAtLeastOne() {
    #expect(CacheConfiguration(maximumEntryCount: 0).maximumEntryCount == 1)
    #expect(CacheConfiguration(maximumEntryCount: -5).maximumEntryCount == 1)
  }

  @Test func byteLimitIsNeverNegative() {
    #expect(CacheConfiguration(maximumTotalBytes: -1).maximumTotalBytes == 0)
  }

  @Test func cacheWithZeroBytesRejectsEveryValue() async {
    let cache = CacheWorker(configuration: CacheConfiguration(maximumTotalBytes: 0))

    await #expect(throws: CacheError.self) {
      try await cache.set(0, forKey: "zero")
    }
  }
}
