import Foundation
import Testing

@testable import CacheWorker

struct CacheStoreTests {
  @Test func leastRecentlyStoredComesFirst() {
    let store = makeStore(["a", "b", "c"])

    #expect(namesFromOldest(store) == ["a", "b", "c"])
  }

  @Test func markingAValueUsedMakesItTheNewest() throws {
    var store = makeStore(["a", "b", "c"])

    store.markUsed(try #require(store.slot(of: key("a"))))
    store.markUsed(try #require(store.slot(of: key("b"))))

    #expect(namesFromOldest(store) == ["c", "a", "b"])
  }

  @Test func markingTheNewestUsedKeepsTheOrder() throws {
    var store = makeStore(["a", "b"])

    store.markUsed(try #require(store.slot(of: key("b"))))

    #expect(namesFromOldest(store) == ["a", "b"])
  }

  @Test func storingAKeyAgainReplacesItsValueAndMakesItTheNewest() throws {
    var store = makeStore(["a", "b"])

    let before = try #require(store.slot(of: key("a")))

    let slot = store.store(Data("long".utf8), for: key("a"), until: .seconds(3))

    #expect(slot == before)
    #expect(namesFromOldest(store) == ["b", "a"])
    #expect(store.payload(at: slot) == Data("long".utf8))
    #expect(store.deadline(at: slot) == .seconds(3))
    #expect(store.count == 2)
    #expect(store.totalBytes == 5)
  }

  @Test func removingKeepsTheOthersInOrder() throws {
    var store = makeStore(["a", "b", "c", "d"])

    let removed = store.remove(at: try #require(store.slot(of: key("b"))))

    #expect(removed.key == key("b"))
    #expect(namesFromOldest(store) == ["a", "c", "d"])
    #expect(store.slot(of: key("b")) == nil)
    #expect(store.totalBytes == 3)
  }

  @Test func removedSlotIsReused() throws {
    var store = makeStore(["a", "b", "c"])
    let slot = try #require(store.slot(of: key("b")))
    store.remove(at: slot)

    store.store(Data("d".utf8), for: key("d"), until: nil)

    #expect(store.slot(of: key("d")) == slot)
    #expect(namesFromOldest(store) == ["a", "c", "d"])
  }

  @Test func removeAllWhereRemovesMatchesOldestFirst() {
    var store = makeStore(["a", "b", "c", "d"])

    let removed = store.removeAll { ["d", "b"].contains($0.key.name) }

    #expect(removed.map(\.node.key.name) == ["b", "d"])
    #expect(removed.map(\.slot) == [1, 3])
    #expect(namesFromOldest(store) == ["a", "c"])
  }

  @Test func removingEverythingLeavesAnEmptyStoreThatStillWorks() {
    var store = makeStore(["a", "b"])
    _ = store.removeAll { _ in true }

    #expect(store.count == 0)
    #expect(store.totalBytes == 0)
    #expect(store.oldestSlot == nil)

    store.store(Data("c".utf8), for: key("c"), until: nil)
    #expect(namesFromOldest(store) == ["c"])
  }

  // MARK: - Support

  private func key(_ name: String) -> CacheKey {
    CacheKey(scope: .root, name: name)
  }

  /// A store holding each name under its own key, as a one-byte value, stored in order.
  private func makeStore(_ names: [String]) -> CacheStore {
    var store = CacheStore()
    for name in names {
      store.store(Data(name.utf8), for: key(name), until: nil)
    }
    return store
  }

  /// The names in the order eviction would take them, read from a copy of the store.
  private func namesFromOldest(_ store: CacheStore) -> [String] {
    var remaining = store
    var names: [String] = []
    while let slot = remaining.oldestSlot {
      names.append(remaining.remove(at: slot).key.name)
    }
    return names
  }
}
