import CacheWorker
import TestSupport
import Testing

struct CacheNamespaceTests {
  @Test func namespacesDoNotSeeEachOthersKeys() async throws {
    let cache = CacheWorker()
    let ada = cache.namespace("ada")
    let bob = cache.namespace("bob")

    try await ada.set(true, forKey: "CH")

    #expect(await ada.value(of: Bool.self, forKey: "CH") == true)
    #expect(await bob.value(of: Bool.self, forKey: "CH") == nil)
    #expect(await cache.value(of: Bool.self, forKey: "CH") == nil)
  }

  @Test func theSameKeyHoldsADifferentValueInEachNamespace() async throws {
    let cache = CacheWorker()
    try await cache.set("top", forKey: "key")
    try await cache.namespace("ada").set("ada", forKey: "key")
    try await cache.namespace("bob").set("bob", forKey: "key")

    #expect(await cache.value(of: String.self, forKey: "key") == "top")
    #expect(await cache.namespace("ada").value(of: String.self, forKey: "key") == "ada")
    #expect(await cache.namespace("bob").value(of: String.self, forKey: "key") == "bob")
  }

  @Test func namesThatSpellAlikeWhenJoinedDoNotCollide() async throws {
    let cache = CacheWorker()
    let nested = cache.namespace("a").namespace("b")
    let joined = cache.namespace("a/b")
    let prefixed = cache.namespace("a")

    try await nested.set("nested", forKey: "k")
    try await joined.set("joined", forKey: "k")
    try await prefixed.set("prefixed", forKey: "1:bk")

    #expect(await nested.value(of: String.self, forKey: "k") == "nested")
    #expect(await joined.value(of: String.self, forKey: "k") == "joined")
    #expect(await cache.statistics().entries == 3)
  }

  @Test func removeAllInANamespaceRemovesOnlyItsKeys() async throws {
    let cache = CacheWorker()
    let ada = cache.namespace("ada")
    try await cache.set(1, forKey: "top")
    try await ada.set(2, forKey: "mine")
    try await cache.namespace("bob").set(3, forKey: "his")

    await ada.removeAll()

    #expect(await ada.value(of: Int.self, forKey: "mine") == nil)
    #expect(await cache.value(of: Int.self, forKey: "top") == 1)
    #expect(await cache.namespace("bob").value(of: Int.self, forKey: "his") == 3)
  }

  @Test func removeValueInANamespaceLeavesTheSameKeyElsewhere() async throws {
    let cache = CacheWorker()
    try await cache.set(1, forKey: "key")
    try await cache.namespace("ada").set(2, forKey: "key")

    await cache.namespace("ada").removeValue(forKey: "key")

    #expect(await cache.value(of: Int.self, forKey: "key") == 1)
    #expect(await cache.namespace("ada").value(of: Int.self, forKey: "key") == nil)
  }

  @Test func namespaceStatisticsCountOnlyItsOwnValuesAndLookups() async throws {
    let cache = CacheWorker()
    let ada = cache.namespace("ada")
    let bob = cache.namespace("bob")
    try await ada.set(1, forKey: "one")
    try await bob.set(22, forKey: "two")
    try await cache.set(333, forKey: "three")
    _ = await ada.value(of: Int.self, forKey: "one")
    _ = await ada.value(of: Int.self, forKey: "absent")
    _ = await bob.value(of: Int.self, forKey: "absent")

    let adaStatistics = await ada.statistics()
    let bobStatistics = await bob.statistics()
    let whole = await cache.statistics()

    #expect(adaStatistics == CacheStatistics(entries: 1, totalBytes: 1, hits: 1, misses: 1))
    #expect(bobStatistics == CacheStatistics(entries: 1, totalBytes: 2, misses: 1))
    #expect(whole == CacheStatistics(entries: 3, totalBytes: 6, hits: 1, misses: 2))
  }

  @Test func namespacesShareTheCacheLimits() async throws {
    let cache = CacheWorker(configuration: CacheConfiguration(maximumEntryCount: 2))
    let ada = cache.namespace("ada")
    try await ada.set(1, forKey: "one")
    try await ada.set(2, forKey: "two")

    try await cache.namespace("bob").set(3, forKey: "three")

    #expect(await ada.value(of: Int.self, forKey: "one") == nil)
    #expect(await ada.statistics().evictions == 1)
    #expect(await ada.statistics().entries == 1)
    #expect(await cache.statistics().entries == 2)
  }

  @Test func nestedNamespaceIsPartOfItsParent() async throws {
    let cache = CacheWorker()
    let ada = cache.namespace("ada")
    let favorites = ada.namespace("favorites")
    try await ada.set("profile", forKey: "key")
    try await favorites.set("CH", forKey: "key")

    #expect(await ada.value(of: String.self, forKey: "key") == "profile")
    #expect(await ada.statistics().entries == 2)

    await ada.removeAll()

    #expect(await favorites.value(of: String.self, forKey: "key") == nil)
    #expect(await cache.statistics().entries == 0)
  }

  @Test func namespaceValuesExpireOnTheCacheClock() async throws {
    let clock = TestClock()
    let cache = CacheWorker(clock: clock)
    let ada = cache.namespace("ada")
    try await ada.set(true, forKey: "CH", timeToLive: .seconds(1))

    clock.advance(by: .seconds(1))

    #expect(await ada.value(of: Bool.self, forKey: "CH") == nil)
    #expect(await ada.statistics().entries == 0)
  }

  @Test func namespaceStatisticsLeaveOutExpiredValuesOfItsOwnAndOfThoseInside() async throws {
    let clock = TestClock()
    let cache = CacheWorker(
      configuration: CacheConfiguration(maximumEntryCount: 1_000), clock: clock)
    let ada = cache.namespace("ada")
    let favorites = ada.namespace("favorites")
    let bob = cache.namespace("bob")
    for index in 0..<200 {
      try await favorites.set(index % 10, forKey: "brief-\(index)", timeToLive: .seconds(1))
      try await bob.set(index % 10, forKey: "brief-\(index)", timeToLive: .seconds(1))
    }
    try await ada.set(1, forKey: "lasting", timeToLive: .seconds(60))
    try await favorites.set(22, forKey: "lasting")
    try await bob.set(333, forKey: "lasting", timeToLive: .seconds(60))

    clock.advance(by: .seconds(1))

    #expect(await favorites.statistics() == CacheStatistics(entries: 1, totalBytes: 2))
    #expect(await ada.statistics() == CacheStatistics(entries: 2, totalBytes: 3))
    #expect(await bob.statistics() == CacheStatistics(entries: 1, totalBytes: 3))
    #expect(await cache.statistics() == CacheStatistics(entries: 3, totalBytes: 6))
  }

  @Test func canonicallyEquivalentNamesNameOneNamespace() async throws {
    let cache = CacheWorker()
    try await cache.namespace("Zo\u{E9}").set(1, forKey: "key")

    #expect(await cache.namespace("Zoe\u{301}").value(of: Int.self, forKey: "key") == 1)
  }
}
