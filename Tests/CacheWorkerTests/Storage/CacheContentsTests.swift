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
}
