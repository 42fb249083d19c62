import Foundation

/// The stored values of a cache together with its statistics, kept in step.
///
/// Statistics for the whole cache are kept as totals; each namespace also keeps its own, so
/// that a namespace can report on itself without visiting every entry. Only removals made
/// here are counted, so every removal goes through this type.
struct CacheContents {
  private var store = CacheStore()
  private var hits = 0
  private var misses = 0
  private var evictions = 0
  private var statisticsByScope: [CacheScope: CacheStatistics] = [:]
  private var expiries = ExpiryQueue()

  /// The slot holding a key's value, if the key has one.
  ///
  /// - Parameter key: The key to look up.
  /// - Returns: The slot, valid until the next removal.
  func slot(of key: CacheKey) -> Int? {
    store.slot(of: key)
  }

  /// The encoded value in a slot.
  ///
  /// - Parameter slot: A slot that holds a value.
  /// - Returns: The encoded value.
  func payload(at slot: Int) -> Data {
    store.payload(at: slot)
  }

  /// When the value in a slot expires.
  ///
  /// - Parameter slot: A slot that holds a value.
  /// - Returns: The deadline, or `nil` if the value does not expire.
  func deadline(at slot: Int) -> Duration? {
    store.deadline(at: slot)
  }

  /// Counts a lookup that found the value in a slot, and makes it the most recently used.
  ///
  /// - Parameters:
  ///   - slot: The slot found.
  ///   - scope: The namespace the lookup was made in.
  mutating func recordHit(at slot: Int, in scope: CacheScope) {
    store.markUsed(slot)
    hits += 1
    update(scope) { $0.hits += 1 }
  }

  /// Counts a lookup that found nothing usable.
  ///
  /// - Parameter scope: The namespace the lookup was made in.
  mutating func recordMiss(in scope: CacheScope) {
    misses += 1
    update(scope) { $0.misses += 1 }
  }

  /// Stores a value as the most recently used, replacing the key's value if it had one.
  ///
  /// - Parameters:
  ///   - payload: The encoded value.
  ///   - key: The key to store it under.
  ///   - deadline: When it expires, or `nil` if it does not.
  mutating func store(_ payload: Data, for key: CacheKey, until deadline: Duration?) {
    let replacedBytes = store.store(payload, for: key, until: deadline)
    if let deadline {
      expiries.insert(ExpiryQueue.Entry(deadline: deadline, key: key))
      if expiries.count > 2 * store.count + 64 {
        expiries.rebuild(from: store.deadlines)
      }
    }
    update(key.scope) { statistics in
      if let replacedBytes {
        statistics.totalBytes += payload.count - replacedBytes
      } else {
        statistics.entries += 1
        statistics.totalBytes += payload.count
      }
    }
  }

  /// Removes the value in a slot; this is not an eviction.
  ///
  /// - Parameter slot: A slot that holds a value.
  /// - Returns: The removed node.
  @discardableResult
  mutating func remove(at slot: Int) -> CacheNode {
    let node = store.remove(at: slot)
    forget(node)
    return node
  }

  /// Removes every value that matches a condition; these are not evictions.
  ///
  /// - Parameter shouldRemove: Whether a node goes.
  /// - Returns: The removed nodes.
  mutating func removeAll(where shouldRemove: (CacheNode) -> Bool) -> [CacheNode] {
    let removed = store.removeAll(where: shouldRemove)
    for node in removed {
      forget(node)
    }
    return removed
  }

  /// Removes every value whose deadline has come; these are not evictions.
  ///
  /// Takes time in proportion to the values removed (and to the deadlines of values replaced
  /// or removed since), not to the values stored.
  ///
  /// - Parameter now: The present, on the cache's timeline.
  /// - Returns: The removed nodes, earliest deadline first.
  mutating func removeExpired(now: Duration) -> [CacheNode] {
    var removed: [CacheNode] = []
    while let due = expiries.popDue(now: now) {
      // Skip a deadline the key's value no longer has: it was replaced or removed since.
      guard let slot = store.slot(of: due.key), store.deadline(at: slot) == due.deadline else {
        continue
      }
      removed.append(remove(at: slot))
    }
    return removed
  }

  /// Evicts the least recently used values until the cache is within its limits.
  ///
  /// - Parameter limits: The limits to respect.
  /// - Returns: The evicted nodes, least recently used first.
  mutating func evict(toFit limits: CacheConfiguration) -> [CacheNode] {
    var evicted: [CacheNode] = []
    while store.count > limits.maximumEntryCount || store.totalBytes > limits.maximumTotalBytes,
      let slot = store.oldestSlot
    {
      let node = store.remove(at: slot)
      forget(node)
      evictions += 1
      update(node.key.scope) { $0.evictions += 1 }
      evicted.append(node)
    }
    return evicted
  }

  /// The statistics of a namespace and the namespaces inside it, or of the whole cache.
  ///
  /// - Parameter scope: The namespace, or the root for the whole cache.
  /// - Returns: The statistics.
  func statistics(in scope: CacheScope) -> CacheStatistics {
    guard !scope.isRoot else {
      return CacheStatistics(
        entries: store.count,
        totalBytes: store.totalBytes,
        hits: hits,
        misses: misses,
        evictions: evictions
      )
    }
    return statisticsByScope.reduce(into: CacheStatistics()) { total, element in
      if scope.contains(element.key) {
        total = total + element.value
      }
    }
  }

  private mutating func forget(_ node: CacheNode) {
    update(node.key.scope) { statistics in
      statistics.entries -= 1
      statistics.totalBytes -= node.payload.count
    }
  }

  /// Applies a change to a namespace's own statistics; the root has none, it reads the totals.
  private mutating func update(_ scope: CacheScope, _ change: (inout CacheStatistics) -> Void) {
    guard !scope.isRoot else { return }
    change(&statisticsByScope[scope, default: CacheStatistics()])
  }
}
