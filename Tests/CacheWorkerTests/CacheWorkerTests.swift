import CacheWorker
import Foundation
import TestSupport
import Testing

struct CacheWorkerTests {
  // MARK: - Hits, misses and statistics

  @Test func storedValueIsAHit() async throws {
    let cache = CacheWorker()
    try await cache.set(Country.switzerland, forKey: "CH")

    #expect(await cache.value(of: Country.self, forKey: "CH") == .switzerland)
    let expected = CacheStatistics(
      entries: 1,
      totalBytes: try Country.encodedSize(of: Country.switzerland),
      hits: 1
    )
    #expect(await cache.statistics() == expected)
  }

  @Test func absentKeyIsAMiss() async {
    let cache = CacheWorker()

    #expect(await cache.value(of: Country.self, forKey: "CH") == nil)
    #expect(await cache.statistics() == CacheStatistics(misses: 1))
  }

  @Test func statisticsCountEveryLookup() async throws {
    let cache = CacheWorker()
    try await cache.set(1, forKey: "one")
    try await cache.set(2, forKey: "two")

    for key in ["one", "two", "three", "one", "four"] {
      _ = await cache.value(of: Int.self, forKey: key)
    }

    let statistics = await cache.statistics()
    #expect(statistics.hits == 3)
    #expect(statistics.misses == 2)
    #expect(statistics.entries == 2)
  }

  @Test func settingAKeyAgainReplacesItsValue() async throws {
    let cache = CacheWorker()
    try await cache.set(Country.switzerland, forKey: "country")
    try await cache.set(Country.france, forKey: "country")

    #expect(await cache.value(of: Country.self, forKey: "country") == .france)
    let statistics = await cache.statistics()
    #expect(statistics.entries == 1)
    #expect(statistics.totalBytes == (try Country.encodedSize(of: Country.france)))
  }

  @Test func removedValueIsAMiss() async throws {
    let cache = CacheWorker()
    try await cache.set(Country.switzerland, forKey: "CH")
    try await cache.set(Country.france, forKey: "FR")

    await cache.removeValue(forKey: "CH")

    #expect(await cache.value(of: Country.self, forKey: "CH") == nil)
    #expect(await cache.value(of: Country.self, forKey: "FR") == .france)
    #expect(await cache.statistics().entries == 1)
  }

  @Test func removeAllEmptiesTheCacheButKeepsTheCounts() async throws {
    let cache = CacheWorker()
    try await cache.set(1, forKey: "one")
    _ = await cache.value(of: Int.self, forKey: "one")

    await cache.removeAll()

    #expect(await cache.statistics() == CacheStatistics(hits: 1))
    #expect(await cache.value(of: Int.self, forKey: "one") == nil)
  }

  @Test func valueOfAnotherTypeIsAMissAndIsReported() async throws {
    let log = WarningLog()
    let cache = CacheWorker(onWarning: log.record)
    try await cache.set(42, forKey: "answer")

    #expect(await cache.value(of: Country.self, forKey: "answer") == nil)

    #expect(await cache.statistics().misses == 1)
    #expect(await cache.value(of: Int.self, forKey: "answer") == 42)
    let warning = try #require(log.warnings.first)
    guard case .undecodableValue(let key, let namespace, let type, _) = warning else {
      Issue.record("Expected an undecodable value warning, got \(warning)")
      return
    }
    #expect(key == "answer")
    #expect(namespace.isEmpty)
    #expect(type == "Country")
  }

  // MARK: - Least recently used order

  @Test func readingAValueSavesItFromEviction() async throws {
    let cache = CacheWorker(configuration: CacheConfiguration(maximumEntryCount: 3))
    for key in ["a", "b", "c"] {
      try await cache.set(key, forKey: key)
    }

    _ = await cache.value(of: String.self, forKey: "a")
    try await cache.set("d", forKey: "d")

    #expect(await storedKeys(in: cache, among: ["a", "b", "c", "d"]) == ["a", "c", "d"])
  }

  @Test func settingAValueAgainSavesItFromEviction() async throws {
    let cache = CacheWorker(configuration: CacheConfiguration(maximumEntryCount: 3))
    for key in ["a", "b", "c"] {
      try await cache.set(key, forKey: key)
    }

    try await cache.set("a again", forKey: "a")
    try await cache.set("d", forKey: "d")

    #expect(await storedKeys(in: cache, among: ["a", "b", "c", "d"]) == ["a", "c", "d"])
  }

  @Test func readingAValueAsAnotherTypeDoesNotSaveItFromEviction() async throws {
    let cache = CacheWorker(configuration: CacheConfiguration(maximumEntryCount: 2))
    try await cache.set("a", forKey: "a")
    try await cache.set("b", forKey: "b")

    _ = await cache.value(of: Int.self, forKey: "a")
    try await cache.set("c", forKey: "c")

    #expect(await storedKeys(in: cache, among: ["a", "b", "c"]) == ["b", "c"])
  }

  // MARK: - Eviction

  @Test func evictsTheLeastRecentlyUsedBeyondTheEntryCount() async throws {
    let cache = CacheWorker(configuration: CacheConfiguration(maximumEntryCount: 2))
    for key in ["a", "b", "c", "d"] {
      try await cache.set(key, forKey: key)
    }

    #expect(await storedKeys(in: cache, among: ["a", "b", "c", "d"]) == ["c", "d"])
    let statistics = await cache.statistics()
    #expect(statistics.entries == 2)
    #expect(statistics.evictions == 2)
  }

  @Test func evictsTheLeastRecentlyUsedBeyondTheByteLimit() async throws {
    let size = try Country.encodedSize(of: Country.switzerland)
    let cache = CacheWorker(configuration: CacheConfiguration(maximumTotalBytes: 2 * size + 1))
    for key in ["a", "b", "c"] {
      try await cache.set(Country.switzerland, forKey: key)
    }

    let stored = await storedKeys(in: cache, among: ["a", "b", "c"], as: Country.self)
    #expect(stored == ["b", "c"])
    let statistics = await cache.statistics()
    #expect(statistics.totalBytes == 2 * size)
    #expect(statistics.evictions == 1)
  }

  @Test func evictsAsManyValuesAsALargeValueNeeds() async throws {
    let large = String(repeating: "x", count: 100)
    let limit = try Country.encodedSize(of: large) + Country.encodedSize(of: "d") + 1
    let cache = CacheWorker(configuration: CacheConfiguration(maximumTotalBytes: limit))
    for key in ["a", "b", "c", "d"] {
      try await cache.set(key, forKey: key)
    }

    try await cache.set(large, forKey: "large")

    #expect(await cache.statistics().evictions == 3)
    #expect(await storedKeys(in: cache, among: ["a", "b", "c", "d", "large"]) == ["d", "large"])
  }

  @Test func valueLargerThanTheByteLimitIsRejectedAndChangesNothing() async throws {
    let cache = CacheWorker(configuration: CacheConfiguration(maximumTotalBytes: 50))
    try await cache.set("small", forKey: "key")
    let large = String(repeating: "x", count: 60)
    let size = try Country.encodedSize(of: large)

    await #expect(throws: CacheError.tooLarge(key: "key", byteCount: size, limit: 50)) {
      try await cache.set(large, forKey: "key")
    }

    #expect(await cache.value(of: String.self, forKey: "key") == "small")
    #expect(await cache.statistics().evictions == 0)
  }

  @Test func unencodableValueIsRejected() async throws {
    let cache = CacheWorker()

    let error = await #expect(throws: CacheError.self) {
      try await cache.set(Double.nan, forKey: "ratio")
    }

    guard case .unencodable(let key, let type, _) = error else {
      Issue.record("Expected an unencodable value error, got \(String(describing: error))")
      return
    }
    #expect(key == "ratio")
    #expect(type == "Double")
    #expect(await cache.statistics().entries == 0)
  }

  // MARK: - Time to live

  @Test func valueExpiresWhenItsTimeToLiveHasPassed() async throws {
    let (cache, clock) = cacheOnATestClock()
    try await cache.set(Country.switzerland, forKey: "CH", timeToLive: .seconds(10))

    clock.advance(by: .seconds(10) - .milliseconds(1))
    #expect(await cache.value(of: Country.self, forKey: "CH") == .switzerland)

    clock.advance(by: .milliseconds(1))
    #expect(await cache.value(of: Country.self, forKey: "CH") == nil)
    #expect(await cache.statistics() == CacheStatistics(hits: 1, misses: 1))
  }

  @Test func defaultTimeToLiveAppliesToValuesStoredWithoutOne() async throws {
    let (cache, clock) = cacheOnATestClock(CacheConfiguration(defaultTimeToLive: .seconds(5)))
    try await cache.set(1, forKey: "one")

    clock.advance(by: .seconds(5))

    #expect(await cache.value(of: Int.self, forKey: "one") == nil)
  }

  @Test func explicitTimeToLiveOverridesTheDefault() async throws {
    let (cache, clock) = cacheOnATestClock(CacheConfiguration(defaultTimeToLive: .seconds(5)))
    try await cache.set(1, forKey: "one", timeToLive: .seconds(60))

    clock.advance(by: .seconds(30))

    #expect(await cache.value(of: Int.self, forKey: "one") == 1)
  }

  @Test func valueWithoutTimeToLiveDoesNotExpire() async throws {
    let (cache, clock) = cacheOnATestClock()
    try await cache.set(1, forKey: "one")

    clock.advance(by: .seconds(86_400 * 1_000))

    #expect(await cache.value(of: Int.self, forKey: "one") == 1)
  }

  @Test func settingAValueAgainRestartsItsTimeToLive() async throws {
    let (cache, clock) = cacheOnATestClock()
    try await cache.set(1, forKey: "one", timeToLive: .seconds(10))
    clock.advance(by: .seconds(8))

    try await cache.set(1, forKey: "one", timeToLive: .seconds(10))
    clock.advance(by: .seconds(8))

    #expect(await cache.value(of: Int.self, forKey: "one") == 1)
  }

  @Test func statisticsLeaveOutExpiredValues() async throws {
    let (cache, clock) = cacheOnATestClock()
    try await cache.set("lasting", forKey: "lasting")
    try await cache.set("brief", forKey: "brief", timeToLive: .seconds(1))

    clock.advance(by: .seconds(1))

    let statistics = await cache.statistics()
    #expect(statistics.entries == 1)
    #expect(statistics.totalBytes == (try Country.encodedSize(of: "lasting")))
    #expect(statistics.evictions == 0)
  }

  @Test func valuesThatExpireTogetherAreLeftOutOfEveryStatisticsWhileTheyGo() async throws {
    let (cache, clock) = cacheOnATestClock(CacheConfiguration(maximumEntryCount: 2_000))
    for index in 0..<1_000 {
      try await cache.set(index, forKey: "brief-\(index)", timeToLive: .seconds(1))
    }
    for index in 0..<10 {
      try await cache.set(index, forKey: "lasting-\(index)", timeToLive: .seconds(60))
    }

    clock.advance(by: .seconds(1))

    // Each call removes a few of the expired values, so the first calls find some still stored
    // and the later ones none; every answer leaves them all out.
    let expected = CacheStatistics(entries: 10, totalBytes: 10)
    for _ in 0..<100 {
      #expect(await cache.statistics() == expected)
    }
  }

  @Test func anExpiredValueIsAMissWhileOthersExpiredWithItAreStillToGo() async throws {
    let (cache, clock) = cacheOnATestClock(CacheConfiguration(maximumEntryCount: 2_000))
    for index in 0..<1_000 {
      try await cache.set(index, forKey: "\(index)", timeToLive: .seconds(1))
    }

    clock.advance(by: .seconds(1))

    #expect(await cache.value(of: Int.self, forKey: "999") == nil)
    #expect(await cache.value(of: Int.self, forKey: "500") == nil)
    #expect(await cache.statistics() == CacheStatistics(misses: 2))
  }

  @Test func statisticsAreRightAfterMixedSetsRemovalsAndExpiries() async throws {
    let (cache, clock) = cacheOnATestClock(CacheConfiguration(maximumEntryCount: 2))
    try await cache.set("a", forKey: "a", timeToLive: .seconds(1))
    try await cache.set("bb", forKey: "b", timeToLive: .seconds(3))
    try await cache.set("cc", forKey: "c")
    try await cache.set("bbb", forKey: "b", timeToLive: .seconds(1))
    await cache.removeValue(forKey: "c")
    clock.advance(by: .seconds(2))
    try await cache.set("d", forKey: "d")
    try await cache.set("e", forKey: "e", timeToLive: .seconds(5))

    let expected = CacheStatistics(
      entries: 2,
      totalBytes: try Country.encodedSize(of: "d") + Country.encodedSize(of: "e"),
      evictions: 1
    )
    #expect(await cache.statistics() == expected)
    #expect(await storedKeys(in: cache, among: ["a", "b", "c", "d", "e"]) == ["d", "e"])
  }

  @Test func anExpiredValueMakingRoomIsNotAnEviction() async throws {
    let (cache, clock) = cacheOnATestClock(CacheConfiguration(maximumEntryCount: 2))
    try await cache.set(1, forKey: "brief", timeToLive: .seconds(1))
    try await cache.set(2, forKey: "lasting")
    clock.advance(by: .seconds(1))

    try await cache.set(3, forKey: "new")

    #expect(await cache.statistics() == CacheStatistics(entries: 2, totalBytes: 2))
    #expect(
      await storedKeys(in: cache, among: ["brief", "lasting", "new"], as: Int.self) == [
        "lasting", "new",
      ])
  }

  // MARK: - Concurrency

  @Test func thousandConcurrentTasksLeaveTheCacheConsistentAndWithinItsLimits() async throws {
    let configuration = CacheConfiguration(maximumEntryCount: 40, maximumTotalBytes: 600)
    let cache = CacheWorker(configuration: configuration)
    let keys = (0..<100).map { "key-\($0)" }

    await withTaskGroup(of: Void.self) { group in
      for task in 0..<1_000 {
        group.addTask {
          let written = keys[task % keys.count]
          try? await cache.set(Self.value(for: written), forKey: written)
          let read = keys[(task * 7 + 3) % keys.count]
          if let value = await cache.value(of: String.self, forKey: read) {
            #expect(value == Self.value(for: read))
          }
        }
      }
    }

    let statistics = await cache.statistics()
    #expect(statistics.entries <= configuration.maximumEntryCount)
    #expect(statistics.totalBytes <= configuration.maximumTotalBytes)
    #expect(statistics.hits + statistics.misses == 1_000)
    var found = 0
    var bytes = 0
    for key in keys {
      if let value = await cache.value(of: String.self, forKey: key) {
        #expect(value == Self.value(for: key))
        found += 1
        bytes += try Country.encodedSize(of: value)
      }
    }
    #expect(found == statistics.entries)
    #expect(bytes == statistics.totalBytes)
  }

  // MARK: - Support

  /// A cache whose entries age on a clock the test moves, and the clock.
  private func cacheOnATestClock(_ configuration: CacheConfiguration = CacheConfiguration())
    -> (CacheWorker, TestClock)
  {
    let clock = TestClock()
    return (CacheWorker(configuration: configuration, clock: clock), clock)
  }

  /// A value whose size varies from key to key, so that both limits come into play.
  private static func value(for key: String) -> String {
    key + String(repeating: "x", count: key.utf8.reduce(0) { $0 + Int($1) } % 17)
  }

  /// The keys that hold a value, found by looking each one up.
  private func storedKeys<Value: Codable & Sendable>(
    in cache: CacheWorker,
    among keys: [String],
    as type: Value.Type = String.self
  ) async -> [String] {
    var stored: [String] = []
    for key in keys {
      if await cache.value(of: type, forKey: key) != nil {
        stored.append(key)
      }
    }
    return stored
  }
}
