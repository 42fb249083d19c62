import CacheWorker
import CacheWorkerTesting
import DLC
import TestSupport
import Testing

@Suite struct CacheDoubleTests {
  @Test func anInMemoryCacheStoresReadsAndRemovesValues() async throws {
    let cache = CacheDouble.inMemory(clock: ManualClock())
    try await cache.set(["Bern", "Paris"], forKey: "capitals")
    #expect(await cache.value(of: [String].self, forKey: "capitals") == ["Bern", "Paris"])
    #expect(await cache.value(of: [String].self, forKey: "missing") == nil)
    let statistics = await cache.statistics()
    #expect((statistics.entries, statistics.hits, statistics.misses) == (1, 1, 1))
    await cache.removeValue(forKey: "capitals")
    #expect(await cache.value(of: [String].self, forKey: "capitals") == nil)
  }

  @Test func anInMemoryCacheKeepsNamespacesApart() async throws {
    let cache = CacheDouble.inMemory(clock: ManualClock())
    let ada = cache.namespace("ada")
    try await ada.set(true, forKey: "CHE")
    #expect(await ada.value(of: Bool.self, forKey: "CHE") == true)
    #expect(await cache.namespace("grace").value(of: Bool.self, forKey: "CHE") == nil)
    await cache.removeAll()
    #expect(await ada.value(of: Bool.self, forKey: "CHE") == nil)
  }

  @Test func anInMemoryCacheMeasuresTimeToLiveOnTheGivenClock() async throws {
    let clock = ManualClock()
    let cache = CacheDouble.inMemory(clock: clock)
    try await cache.set("Berlin", forKey: "DEU", timeToLive: .seconds(60))
    clock.advance(by: .seconds(59))
    #expect(await cache.value(of: String.self, forKey: "DEU") == "Berlin")
    clock.advance(by: .seconds(1))
    #expect(await cache.value(of: String.self, forKey: "DEU") == nil)
  }

  @Test func aWrappedCacheAnswersEveryCall() async throws {
    let real = CacheWorker()
    try await real.set(42, forKey: "answer")
    #expect(await CacheDouble(wrapping: real).value(of: Int.self, forKey: "answer") == 42)
  }

  @Test func anUnimplementedCacheFailsTheTestOnEachUseAtTheLineThatMadeIt() async throws {
    let line = #_sourceLocation.line + 1
    let cache = CacheDouble.unimplemented()
    await withKnownIssue {
      #expect(await cache.value(of: String.self, forKey: "a") == nil)
    } matching: {
      $0.mentions(
        "Unimplemented CacheWorker: value(of: String, forKey: \"a\") was called, "
          + "but the test did not set up this worker")
        && $0.sourceLocation?.line == line
    }
    try await withKnownIssue {
      try await cache.set(1, forKey: "b")
    } matching: {
      $0.mentions("Unimplemented CacheWorker: set(_: Int, forKey: \"b\")")
    }
    await withKnownIssue {
      await cache.removeValue(forKey: "b")
    } matching: {
      $0.mentions("Unimplemented CacheWorker: removeValue(forKey: \"b\")")
    }
    await withKnownIssue {
      await cache.removeAll()
    } matching: {
      $0.mentions("Unimplemented CacheWorker: removeAll()")
    }
    await withKnownIssue {
      #expect(await cache.statistics() == CacheStatistics())
    } matching: {
      $0.mentions("Unimplemented CacheWorker: statistics()")
    }
  }

  @Test func theNamespacesOfAnUnimplementedCacheAreUnimplementedToo() async {
    let cache = CacheDouble.unimplemented()
    var favorites: (any CacheWorkerInterface)?
    withKnownIssue {
      favorites = cache.namespace("ada")
    } matching: {
      $0.mentions("Unimplemented CacheWorker: namespace(\"ada\")")
    }
    await withKnownIssue {
      _ = await favorites?.value(of: Bool.self, forKey: "CHE")
    } matching: {
      $0.mentions("Unimplemented CacheWorker namespace \"ada\": value(of: Bool, forKey: \"CHE\")")
    }
  }
}
