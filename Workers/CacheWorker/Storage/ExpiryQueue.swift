/// The deadlines of stored values, earliest first, so that expired values are found without
/// visiting the others.
///
/// A binary min-heap of deadline and key. It is not told when a value is replaced or removed:
/// an entry whose key no longer holds a value with that deadline is stale, and the caller skips
/// it when it comes out. So that stale entries cannot pile up, the caller rebuilds the queue from
/// the live values once it holds more than twice as many entries as there are values.
struct ExpiryQueue {
  /// One deadline, and the key whose value it was set for.
  struct Entry {
    /// When the value expires, on the cache's timeline.
    var deadline: Duration

    /// The key the value was stored under.
    var key: CacheKey
  }

  private var heap: [Entry] = []

  /// The number of entries, stale ones included.
  var count: Int { heap.count }

  /// Adds a deadline.
  ///
  /// - Parameter entry: The deadline and its key.
  mutating func insert(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].deadline < heap[parent].deadline else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Takes out the earliest entry if its deadline has come.
  ///
  /// - Parameter now: The present, on the cache's timeline.
  /// - Returns: The entry, or `nil` if no deadline has come.
  mutating func popDue(now: Duration) -> Entry? {
    guard let first = heap.first, first.deadline <= now else { return nil }
    let last = heap.removeLast()
    guard !heap.isEmpty else { return first }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left].deadline < heap[smallest].deadline { smallest = left }
      if right < heap.count, heap[right].deadline < heap[smallest].deadline { smallest = right }
      guard smallest != parent else { break }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }

  /// Replaces every entry with the given ones.
  ///
  /// - Parameter entries: The deadlines of the live values.
  mutating func rebuild(from entries: [Entry]) {
    heap = []
    heap.reserveCapacity(entries.count)
    for entry in entries {
      insert(entry)
    }
  }
}
