import Foundation

/// Encoded values by key, ordered by use, with every operation in constant time.
///
/// Nodes live in an array and link to each other by index, forming a doubly linked list from
/// the most recently used to the least; a dictionary finds a key's slot. Removed slots are
/// reused, so the array never grows beyond the most entries held at once.
struct CacheStore {
  private var nodes: [CacheNode] = []
  private var vacantSlots: [Int] = []
  private var slotsByKey: [CacheKey: Int] = [:]
  private var newest = CacheNode.none
  private var oldest = CacheNode.none

  /// The encoded size of every stored value together, in bytes.
  private(set) var totalBytes = 0

  /// The number of stored values.
  var count: Int { slotsByKey.count }

  /// The slot holding a key's value, if the key has one.
  ///
  /// - Parameter key: The key to look up.
  /// - Returns: The slot, valid until the next removal.
  func slot(of key: CacheKey) -> Int? {
    slotsByKey[key]
  }

  /// The encoded value in a slot.
  ///
  /// - Parameter slot: A slot returned by this store and not removed since.
  /// - Returns: The encoded value.
  func payload(at slot: Int) -> Data {
    nodes[slot].payload
  }

  /// When the value in a slot expires.
  ///
  /// - Parameter slot: A slot returned by this store and not removed since.
  /// - Returns: The deadline on the cache's timeline, or `nil` if the value does not expire.
  func deadline(at slot: Int) -> Duration? {
    nodes[slot].deadline
  }

  /// The slot of the least recently used value, if there is any value.
  var oldestSlot: Int? {
    oldest == CacheNode.none ? nil : oldest
  }

  /// Makes a value the most recently used.
  ///
  /// - Parameter slot: The value's slot.
  mutating func markUsed(_ slot: Int) {
    guard slot != newest else { return }
    unlink(slot)
    linkAsNewest(slot)
  }

  /// Stores a value as the most recently used, replacing the key's value if it had one.
  ///
  /// - Parameters:
  ///   - payload: The encoded value.
  ///   - key: The key to store it under.
  ///   - deadline: When it expires, or `nil` if it does not.
  /// - Returns: The slot that holds the value: the key's slot if it had one.
  @discardableResult
  mutating func store(_ payload: Data, for key: CacheKey, until deadline: Duration?) -> Int {
    totalBytes += payload.count
    if let slot = slotsByKey[key] {
      totalBytes -= nodes[slot].payload.count
      nodes[slot].payload = payload
      nodes[slot].deadline = deadline
      markUsed(slot)
      return slot
    }
    let node = CacheNode(
      key: key,
      payload: payload,
      deadline: deadline,
      newer: CacheNode.none,
      older: CacheNode.none
    )
    let slot = nodes.put(node, reusing: &vacantSlots)
    slotsByKey[key] = slot
    linkAsNewest(slot)
    return slot
  }

  /// Removes the value in a slot.
  ///
  /// - Parameter slot: The value's slot; it is vacant afterwards.
  /// - Returns: The removed node.
  @discardableResult
  mutating func remove(at slot: Int) -> CacheNode {
    unlink(slot)
    let node = nodes[slot]
    slotsByKey[node.key] = nil
    totalBytes -= node.payload.count
    if slotsByKey.isEmpty {
      nodes.removeAll(keepingCapacity: true)
      vacantSlots.removeAll(keepingCapacity: true)
    } else {
      // Release the payload now rather than when the slot is reused.
      nodes[slot].payload = Data()
      vacantSlots.append(slot)
    }
    return node
  }

  /// Removes every value whose node matches a condition.
  ///
  /// - Parameter shouldRemove: Whether a node goes.
  /// - Returns: The removed nodes and the slots they held, least recently used first.
  mutating func removeAll(
    where shouldRemove: (CacheNode) -> Bool
  ) -> [(slot: Int, node: CacheNode)] {
    var removed: [(slot: Int, node: CacheNode)] = []
    var slot = oldest
    while slot != CacheNode.none {
      let next = nodes[slot].newer
      if shouldRemove(nodes[slot]) {
        removed.append((slot, remove(at: slot)))
      }
      slot = next
    }
    return removed
  }

  private mutating func unlink(_ slot: Int) {
    let newer = nodes[slot].newer
    let older = nodes[slot].older
    if newer == CacheNode.none { newest = older } else { nodes[newer].older = older }
    if older == CacheNode.none { oldest = newer } else { nodes[older].newer = newer }
    nodes[slot].newer = CacheNode.none
    nodes[slot].older = CacheNode.none
  }

  private mutating func linkAsNewest(_ slot: Int) {
    nodes[slot].older = newest
    nodes[slot].newer = CacheNode.none
    if newest == CacheNode.none { oldest = slot } else { nodes[newest].newer = slot }
    newest = slot
  }
}
