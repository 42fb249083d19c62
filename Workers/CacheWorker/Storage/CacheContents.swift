import Foundation

/// The stored values of a cache together with its statistics, kept in step.
///
/// Statistics for the whole cache are kept as totals; each namespace also keeps its own, so
/// that a namespace can report on itself without visiting every entry. Only removals made
/// here are counted, so every removal goes through this type.
///
/// A value whose deadline has come may stay stored until it is removed, a few at a time (see
/// ``removeExpired(now:atMost:)``): it is never counted, because the deadlines are indexed
/// with the count and bytes of the values under each, for the whole cache and for each
/// namespace, and statistics subtract those that are due.
struct CacheContents {
  private var store = CacheStore()
  private var hits = 0
  private var misses = 0
  private var evictions = 0
  private var statisticsByScope: [CacheScope: CacheStatistics] = [:]
  /// Every value that expires.
  private var deadlines = DeadlineIndex()
  /// The values that expire in each namespace, by the namespace that holds them.
  private var deadlinesByScope: [CacheScope: DeadlineIndex] = [:]

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
    var replacedBytes: Int?
    if let slot = store.slot(of: key) {
      replacedBytes = store.payload(at: slot).count
      unindex(deadline: store.deadline(at: slot), slot: slot, scope: key.scope)
    }
    let slot = store.store(payload, for: key, until: deadline)
    if let deadline {
      let entry = DeadlineIndex.Entry(deadline: deadline, slot: slot)
      deadlines.insert(entry, bytes: payload.count)
      if !key.scope.isRoot {
        deadlinesByScope[key.scope, default: DeadlineIndex()].insert(entry, bytes: payload.count)
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
    forget(node, slot: slot)
    return node
  }

  /// Removes every value that matches a condition; these are not evictions.
  ///
  /// - Parameter shouldRemove: Whether a node goes.
  /// - Returns: The removed nodes.
  mutating func removeAll(where shouldRemove: (CacheNode) -> Bool) -> [CacheNode] {
    let removed = store.removeAll(where: shouldRemove)
    for (slot, node) in removed {
      forget(node, slot: slot)
    }
    return removed.map(\.node)
  }

  /// Removes values whose deadline has come, earliest first, at most a given number; these are
  /// not evictions.
  ///
  /// Takes time in proportion to the values removed, not to the values stored: a cache calls it
  /// with a small bound on every call, so that however many values expire at once, no call
  /// waits for all of them to go.
  ///
  /// - Parameters:
  ///   - now: The present, on the cache's timeline.
  ///   - limit: The most values removed.
  /// - Returns: The removed nodes, earliest deadline first.
  mutating func removeExpired(now: Duration, atMost limit: Int) -> [CacheNode] {
    var removed: [CacheNode] = []
    while removed.count < limit, let earliest = deadlines.earliest, earliest.deadline <= now {
      removed.append(remove(at: earliest.slot))
    }
    return removed
  }

  /// Makes room until the cache is within its limits: first by removing values whose deadline
  /// has come, which are not evictions, then by evicting the least recently used values.
  ///
  /// - Parameters:
  ///   - limits: The limits to respect.
  ///   - now: The present, on the cache's timeline.
  /// - Returns: The removed and evicted nodes, in the order they went.
  mutating func evict(toFit limits: CacheConfiguration, now: Duration) -> [CacheNode] {
    var evicted: [CacheNode] = []
    while store.count > limits.maximumEntryCount || store.totalBytes > limits.maximumTotalBytes {
      if let earliest = deadlines.earliest, earliest.deadline <= now {
        evicted.append(remove(at: earliest.slot))
        continue
      }
      guard let slot = store.oldestSlot else { break }
      let node = store.remove(at: slot)
      forget(node, slot: slot)
      evictions += 1
      update(node.key.scope) { $0.evictions += 1 }
      evicted.append(node)
    }
    return evicted
  }

  /// The statistics of a namespace and the namespaces inside it, or of the whole cache; values
  /// whose deadline has come are left out, whether or not they have been removed yet.
  ///
  /// Takes time in proportion to the number of namespaces inside the one asked about times the
  /// logarithm of their values, not to the values.
  ///
  /// - Parameters:
  ///   - scope: The namespace, or the root for the whole cache.
  ///   - now: The present, on the cache's timeline.
  /// - Returns: The statistics.
  func statistics(in scope: CacheScope, now: Duration) -> CacheStatistics {
    guard !scope.isRoot else {
      let due = deadlines.due(now: now)
      return CacheStatistics(
        entries: store.count - due.count,
        totalBytes: store.totalBytes - due.bytes,
        hits: hits,
        misses: misses,
        evictions: evictions
      )
    }
    return statisticsByScope.reduce(into: CacheStatistics()) { total, element in
      guard scope.contains(element.key) else { return }
      var statistics = element.value
      if let due = deadlinesByScope[element.key]?.due(now: now) {
        statistics.entries -= due.count
        statistics.totalBytes -= due.bytes
      }
      total = total + statistics
    }
  }

  private mutating func forget(_ node: CacheNode, slot: Int) {
    unindex(deadline: node.deadline, slot: slot, scope: node.key.scope)
    update(node.key.scope) { statistics in
      statistics.entries -= 1
      statistics.totalBytes -= node.payload.count
    }
  }

  private mutating func unindex(deadline: Duration?, slot: Int, scope: CacheScope) {
    guard let deadline else { return }
    let entry = DeadlineIndex.Entry(deadline: deadline, slot: slot)
    deadlines.remove(entry)
    if !scope.isRoot {
      deadlinesByScope[scope]?.remove(entry)
    }
  }

  /// Applies a change to a namespace's own statistics; the root has none, it reads the totals.
  private mutating func update(_ scope: CacheScope, _ change: (inout CacheStatistics) -> Void) {
    guard !scope.isRoot else { return }
    change(&statisticsByScope[scope, default: CacheStatistics()])
  }
}
