/// The deadlines of stored values in order, each subtree knowing how many values and bytes it
/// holds, so that the values whose deadline has come are counted without visiting them.
///
/// A treap (a binary search tree kept balanced by random priorities) over deadline and slot,
/// with its nodes in an array that links by index: no node is a separate object, and none holds
/// a key, so building and taking the index down costs no reference counting. The caller tells
/// it of every value that comes and goes, so it holds no stale entry; a slot holds one value at
/// a time, so deadline and slot name one entry.
///
/// Every operation takes time in proportion to the tree's depth, which is logarithmic in the
/// number of entries whatever order the deadlines come in.
struct DeadlineIndex {
  /// One value's deadline, and the slot that holds the value.
  struct Entry: Hashable, Comparable {
    /// When the value expires, on the cache's timeline.
    var deadline: Duration

    /// The slot of the value in its ``CacheStore``.
    var slot: Int

    static func < (lhs: Entry, rhs: Entry) -> Bool {
      lhs.deadline != rhs.deadline ? lhs.deadline < rhs.deadline : lhs.slot < rhs.slot
    }
  }

  /// How many values, and how many encoded bytes, a part of the index holds.
  struct Tally: Equatable {
    /// The number of values.
    var count = 0

    /// Their encoded size together.
    var bytes = 0
  }

  private struct Node {
    var entry: Entry
    var bytes: Int
    var priority: UInt64
    var left: Int
    var right: Int
    var subtree: Tally
  }

  private static let none = -1

  private var nodes: [Node] = []
  private var vacantNodes: [Int] = []
  private var root = none
  private var nextPriority: UInt64 = 0

  /// The number of entries.
  var count: Int { root == Self.none ? 0 : nodes[root].subtree.count }

  /// The entry with the earliest deadline, if there is any entry.
  var earliest: Entry? {
    var node = root
    guard node != Self.none else { return nil }
    while nodes[node].left != Self.none {
      node = nodes[node].left
    }
    return nodes[node].entry
  }

  /// The values whose deadline has come, counted.
  ///
  /// - Parameter now: The present, on the cache's timeline.
  /// - Returns: How many values have a deadline at or before `now`, and their bytes.
  func due(now: Duration) -> Tally {
    var tally = Tally()
    var node = root
    while node != Self.none {
      if nodes[node].entry.deadline <= now {
        let left = subtree(of: nodes[node].left)
        tally.count += left.count + 1
        tally.bytes += left.bytes + nodes[node].bytes
        node = nodes[node].right
      } else {
        node = nodes[node].left
      }
    }
    return tally
  }

  /// Adds a value's deadline.
  ///
  /// - Parameters:
  ///   - entry: The deadline and the value's slot; no entry has the same.
  ///   - bytes: The value's encoded size.
  mutating func insert(_ entry: Entry, bytes: Int) {
    let node = Node(
      entry: entry, bytes: bytes, priority: Self.scrambled(nextPriority), left: Self.none,
      right: Self.none, subtree: Tally(count: 1, bytes: bytes))
    nextPriority &+= 1
    let index = nodes.put(node, reusing: &vacantNodes)
    root = insert(index, into: root)
  }

  /// Removes a value's deadline; does nothing if the index does not hold it.
  ///
  /// - Parameter entry: The deadline and slot it was inserted with.
  mutating func remove(_ entry: Entry) {
    root = remove(entry, from: root)
    if root == Self.none {
      nodes.removeAll(keepingCapacity: true)
      vacantNodes.removeAll(keepingCapacity: true)
    }
  }

  // MARK: - Tree

  private func subtree(of node: Int) -> Tally {
    node == Self.none ? Tally() : nodes[node].subtree
  }

  private mutating func refresh(_ node: Int) {
    let left = subtree(of: nodes[node].left)
    let right = subtree(of: nodes[node].right)
    nodes[node].subtree = Tally(
      count: left.count + right.count + 1,
      bytes: left.bytes + right.bytes + nodes[node].bytes)
  }

  private mutating func insert(_ node: Int, into tree: Int) -> Int {
    guard tree != Self.none else { return node }
    if nodes[node].priority > nodes[tree].priority {
      let (before, after) = split(tree, at: nodes[node].entry)
      nodes[node].left = before
      nodes[node].right = after
      refresh(node)
      return node
    }
    if nodes[node].entry < nodes[tree].entry {
      nodes[tree].left = insert(node, into: nodes[tree].left)
    } else {
      nodes[tree].right = insert(node, into: nodes[tree].right)
    }
    refresh(tree)
    return tree
  }

  private mutating func remove(_ entry: Entry, from tree: Int) -> Int {
    guard tree != Self.none else { return tree }
    if nodes[tree].entry == entry {
      let joined = join(nodes[tree].left, nodes[tree].right)
      vacantNodes.append(tree)
      return joined
    }
    if entry < nodes[tree].entry {
      nodes[tree].left = remove(entry, from: nodes[tree].left)
    } else {
      nodes[tree].right = remove(entry, from: nodes[tree].right)
    }
    refresh(tree)
    return tree
  }

  /// Splits a tree into the entries before `entry` and the others.
  private mutating func split(_ tree: Int, at entry: Entry) -> (before: Int, after: Int) {
    guard tree != Self.none else { return (Self.none, Self.none) }
    if nodes[tree].entry < entry {
      let (before, after) = split(nodes[tree].right, at: entry)
      nodes[tree].right = before
      refresh(tree)
      return (tree, after)
    }
    let (before, after) = split(nodes[tree].left, at: entry)
    nodes[tree].left = after
    refresh(tree)
    return (before, tree)
  }

  /// Joins two trees, every entry of `first` coming before every entry of `second`.
  private mutating func join(_ first: Int, _ second: Int) -> Int {
    guard first != Self.none else { return second }
    guard second != Self.none else { return first }
    if nodes[first].priority > nodes[second].priority {
      nodes[first].right = join(nodes[first].right, second)
      refresh(first)
      return first
    }
    nodes[second].left = join(first, nodes[second].left)
    refresh(second)
    return second
  }

  /// A priority that looks random but is the same from run to run (SplitMix64's finaliser), so
  /// that the tree's shape owes nothing to the order the deadlines come in.
  private static func scrambled(_ counter: UInt64) -> UInt64 {
    var value = counter &+ 0x9E37_79B9_7F4A_7C15
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
