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

    #expect(contents.statistics(in: ada, now: .zero) == CacheStatistics(entries: 2, totalBytes: 5))

    contents.remove(at: try #require(contents.slot(of: CacheKey(scope: ada, name: "a"))))

    #expect(contents.statistics(in: ada, now: .zero) == CacheStatistics(entries: 1, totalBytes: 1))
  }

  @Test func evictionIsCountedForTheWholeCacheAndTheEvictedValuesNamespace() {
    var contents = CacheContents()
    contents.store(Data("1".utf8), for: CacheKey(scope: ada, name: "a"), until: nil)
    contents.store(Data("2".utf8), for: CacheKey(scope: .root, name: "b"), until: nil)

    let evicted = contents.evict(toFit: CacheConfiguration(maximumEntryCount: 1), now: .zero)

    #expect(evicted.map(\.key.name) == ["a"])
    #expect(contents.statistics(in: ada, now: .zero) == CacheStatistics(evictions: 1))
    #expect(
      contents.statistics(in: .root, now: .zero)
        == CacheStatistics(entries: 1, totalBytes: 1, evictions: 1)
    )
  }

  @Test func evictionStopsOnceWithinBothLimits() {
    var contents = CacheContents()
    for name in ["a", "b", "c"] {
      contents.store(Data("12".utf8), for: CacheKey(scope: .root, name: name), until: nil)
    }

    let evicted = contents.evict(toFit: CacheConfiguration(maximumTotalBytes: 4), now: .zero)

    #expect(evicted.map(\.key.name) == ["a"])
    #expect(contents.statistics(in: .root, now: .zero).totalBytes == 4)
  }

  @Test func removingExpiredValuesTakesOnlyThoseWhoseDeadlineHasCome() {
    var contents = CacheContents()
    contents.store(Data("1".utf8), for: CacheKey(scope: .root, name: "a"), until: .seconds(1))
    contents.store(Data("2".utf8), for: CacheKey(scope: .root, name: "b"), until: .seconds(3))
    contents.store(Data("3".utf8), for: CacheKey(scope: .root, name: "c"), until: nil)

    let removed = contents.removeExpired(now: .seconds(2), atMost: .max)

    #expect(removed.map(\.key.name) == ["a"])
    #expect(
      contents.statistics(in: .root, now: .seconds(2)) == CacheStatistics(entries: 2, totalBytes: 2)
    )
  }

  @Test func removingExpiredValuesKeepsAValueStoredAgainWithALaterDeadline() {
    var contents = CacheContents()
    let key = CacheKey(scope: .root, name: "a")
    contents.store(Data("1".utf8), for: key, until: .seconds(1))
    contents.store(Data("1".utf8), for: key, until: .seconds(5))

    #expect(contents.removeExpired(now: .seconds(2), atMost: .max).isEmpty)
    #expect(contents.removeExpired(now: .seconds(5), atMost: .max).map(\.key.name) == ["a"])
  }

  @Test func removingExpiredValuesStaysRightAfterManyReplacements() {
    var contents = CacheContents()
    for round in 1...1_000 {
      contents.store(
        Data("1".utf8), for: CacheKey(scope: .root, name: "\(round % 10)"),
        until: .seconds(round))
    }

    let removed = contents.removeExpired(now: .seconds(995), atMost: .max)

    #expect(removed.count == 5)
    #expect(contents.statistics(in: .root, now: .seconds(995)).entries == 5)
  }

  @Test func removingExpiredValuesStopsAtTheLimitEarliestFirst() {
    var contents = CacheContents()
    for second in [5, 1, 4, 2, 3] {
      contents.store(
        Data("1".utf8), for: CacheKey(scope: .root, name: "\(second)"), until: .seconds(second))
    }

    let first = contents.removeExpired(now: .seconds(10), atMost: 2)
    let second = contents.removeExpired(now: .seconds(10), atMost: 2)

    #expect(first.map(\.key.name) == ["1", "2"])
    #expect(second.map(\.key.name) == ["3", "4"])
  }

  @Test func statisticsLeaveOutValuesDueButNotYetRemoved() {
    var contents = CacheContents()
    contents.store(Data("12".utf8), for: CacheKey(scope: .root, name: "a"), until: .seconds(1))
    contents.store(Data("123".utf8), for: CacheKey(scope: ada, name: "b"), until: .seconds(2))
    contents.store(Data("1234".utf8), for: CacheKey(scope: ada, name: "c"), until: nil)

    #expect(
      contents.statistics(in: .root, now: .seconds(1))
        == CacheStatistics(entries: 2, totalBytes: 7))
    #expect(
      contents.statistics(in: .root, now: .seconds(2))
        == CacheStatistics(entries: 1, totalBytes: 4))
    #expect(
      contents.statistics(in: ada, now: .seconds(2)) == CacheStatistics(entries: 1, totalBytes: 4))
    #expect(contents.slot(of: CacheKey(scope: ada, name: "b")) != nil)
  }

  @Test func statisticsFollowMixedStoresRemovalsAndExpiries() throws {
    var contents = CacheContents()
    let bob = ada.appending("bob")
    contents.store(Data("1".utf8), for: CacheKey(scope: ada, name: "a"), until: .seconds(5))
    contents.store(Data("22".utf8), for: CacheKey(scope: bob, name: "b"), until: .seconds(1))
    contents.store(Data("333".utf8), for: CacheKey(scope: bob, name: "c"), until: .seconds(3))
    contents.store(Data("4444".utf8), for: CacheKey(scope: .root, name: "d"), until: .seconds(2))
    // Replaced with a later deadline, then removed: neither of its deadlines counts any more.
    contents.store(Data("55555".utf8), for: CacheKey(scope: bob, name: "b"), until: .seconds(9))
    contents.remove(at: try #require(contents.slot(of: CacheKey(scope: bob, name: "c"))))
    _ = contents.removeExpired(now: .seconds(2), atMost: 1)

    #expect(
      contents.statistics(in: .root, now: .seconds(6))
        == CacheStatistics(entries: 1, totalBytes: 5))
    #expect(
      contents.statistics(in: ada, now: .seconds(6)) == CacheStatistics(entries: 1, totalBytes: 5))
    #expect(
      contents.statistics(in: bob, now: .seconds(6)) == CacheStatistics(entries: 1, totalBytes: 5))
    #expect(
      contents.statistics(in: ada, now: .seconds(4)) == CacheStatistics(entries: 2, totalBytes: 6))
  }

  @Test func makingRoomRemovesAnExpiredValueBeforeEvictingALiveOne() {
    var contents = CacheContents()
    contents.store(Data("1".utf8), for: CacheKey(scope: .root, name: "live"), until: nil)
    contents.store(Data("2".utf8), for: CacheKey(scope: ada, name: "due"), until: .seconds(1))
    contents.store(Data("3".utf8), for: CacheKey(scope: .root, name: "new"), until: nil)

    let removed = contents.evict(toFit: CacheConfiguration(maximumEntryCount: 2), now: .seconds(1))

    #expect(removed.map(\.key.name) == ["due"])
    #expect(
      contents.statistics(in: .root, now: .seconds(1))
        == CacheStatistics(entries: 2, totalBytes: 2))
    #expect(contents.statistics(in: ada, now: .seconds(1)) == CacheStatistics())
  }
}
