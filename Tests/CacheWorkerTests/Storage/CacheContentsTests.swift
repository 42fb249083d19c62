import Foundation
import Testing

@testable import CacheWorker

struct CacheContentsTests {
  private let ada = CacheScope.root.appending("ada")

  @Test func namespaceStatisticsFollowReplacementsAndRemovals() throws {
    var contents = CacheContents()
    contents.store(Data("12".utf8), for: CacheKey(scope: ada, name: "a"), until: nil)
    contents.store(Data("1234".utf8), for: CacheKey(scope: ada, name: "a"), until: nil)
    contents.store(Data("1".utf8), for: CacheKey(scope: ada, name: "b"), until: nil)

    #expect(contents.statistics(in: ada) == CacheStatistics(entries: 2, totalBytes: 5))

    contents.remove(at: try #require(contents.slot(of: CacheKey(scope: ada, name: "a"))))

    #expect(contents.statistics(in: ada) == CacheStatistics(entries: 1, totalBytes: 1))
  }

  @Test func evictionIsCountedForTheWholeCacheAndTheEvictedValuesNamespace() {
    var contents = CacheContents()
    contents.store(Data("1".utf8), for: CacheKey(scope: ada, name: "a"), until: nil)
    contents.store(Data("2".utf8), for: CacheKey(scope: .root, name: "b"), until: nil)

    let evicted = contents.evict(toFit: CacheConfiguration(maximumEntryCount: 1))

    #expect(evicted.map(\.key.name) == ["a"])
    #expect(contents.statistics(in: ada) == CacheStatistics(evictions: 1))
    #expect(
      contents.statistics(in: .root) == CacheStatistics(entries: 1, totalBytes: 1, evictions: 1)
    )
  }

  @Test func evictionStopsOnceWithinBothLimits() {
    var contents = CacheContents()
    for name in ["a", "b", "c"] {
      contents.store(Data("12".utf8), for: CacheKey(scope: .root, name: name), until: nil)
    }

    let evicted = contents.evict(toFit: CacheConfiguration(maximumTotalBytes: 4))

    #expect(evicted.map(\.key.name) == ["a"])
    #expect(contents.statistics(in: .root).totalBytes == 4)
  }

  @Test func removingExpiredValuesTakesOnlyThoseWhoseDeadlineHasCome() {
    var contents = CacheContents()
    contents.store(Data("1".utf8), for: CacheKey(scope: .root, name: "a"), until: .seconds(1))
    contents.store(Data("2".utf8), for: CacheKey(scope: .root, name: "b"), until: .seconds(3))
    contents.store(Data("3".utf8), for: CacheKey(scope: .root, name: "c"), until: nil)

    let removed = contents.removeExpired(now: .seconds(2))

    #expect(removed.map(\.key.name) == ["a"])
    #expect(contents.statistics(in: .root) == CacheStatistics(entries: 2, totalBytes: 2))
  }

  @Test func removingExpiredValuesKeepsAValueStoredAgainWithALaterDeadline() {
    var contents = CacheContents()
    let key = CacheKey(scope: .root, name: "a")
    contents.store(Data("1".utf8), for: key, until: .seconds(1))
    contents.store(Data("1".utf8), for: key, until: .seconds(5))

    #expect(contents.removeExpired(now: .seconds(2)).isEmpty)
    #expect(contents.removeExpired(now: .seconds(5)).map(\.key.name) == ["a"])
  }

  @Test func removingExpiredValuesStaysRightAfterManyReplacements() {
    var contents = CacheContents()
    for round in 1...1_000 {
      contents.store(
        Data("1".utf8), for: CacheKey(scope: .root, name: "\(round % 10)"),
        until: .seconds(round))
    }

    let removed = contents.removeExpired(now: .seconds(995))

    #expect(removed.count == 5)
    #expect(contents.statistics(in: .root).entries == 5)
  }
}
