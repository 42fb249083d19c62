import Testing

@testable import CacheWorker

struct DeadlineIndexTests {
  @Test func dueCountsTheValuesAndBytesAtOrBeforeNow() {
    var index = DeadlineIndex()
    index.insert(entry(3, slot: 0), bytes: 30)
    index.insert(entry(1, slot: 1), bytes: 10)
    index.insert(entry(2, slot: 2), bytes: 20)

    #expect(index.due(now: .zero) == DeadlineIndex.Tally())
    #expect(index.due(now: .seconds(2)) == DeadlineIndex.Tally(count: 2, bytes: 30))
    #expect(index.due(now: .seconds(9)) == DeadlineIndex.Tally(count: 3, bytes: 60))
  }

  @Test func equalDeadlinesAreTellApartByTheirSlot() {
    var index = DeadlineIndex()
    index.insert(entry(1, slot: 7), bytes: 1)
    index.insert(entry(1, slot: 3), bytes: 2)

    index.remove(entry(1, slot: 7))

    #expect(index.earliest == entry(1, slot: 3))
    #expect(index.due(now: .seconds(1)) == DeadlineIndex.Tally(count: 1, bytes: 2))
  }

  @Test func removingAnEntryItDoesNotHoldChangesNothing() {
    var index = DeadlineIndex()
    index.insert(entry(1, slot: 0), bytes: 5)

    index.remove(entry(1, slot: 1))
    index.remove(entry(2, slot: 0))

    #expect(index.count == 1)
    #expect(index.due(now: .seconds(1)) == DeadlineIndex.Tally(count: 1, bytes: 5))
  }

  @Test func anEmptiedIndexStillWorks() {
    var index = DeadlineIndex()
    index.insert(entry(1, slot: 0), bytes: 1)
    index.remove(entry(1, slot: 0))

    #expect(index.earliest == nil)

    index.insert(entry(4, slot: 2), bytes: 3)
    #expect(index.earliest == entry(4, slot: 2))
    #expect(index.due(now: .seconds(4)) == DeadlineIndex.Tally(count: 1, bytes: 3))
  }

  @Test func agreesWithAListThroughThousandsOfInsertionsAndRemovals() {
    var index = DeadlineIndex()
    var model: [DeadlineIndex.Entry: Int] = [:]
    var held: [DeadlineIndex.Entry] = []
    var random = SplitMix(seed: 42)
    for step in 0..<5_000 {
      if !held.isEmpty, random.next() % 3 == 0 {
        let victim = held.remove(at: Int(random.next() % UInt64(held.count)))
        index.remove(victim)
        model[victim] = nil
      } else {
        // Few distinct deadlines, so that many entries share one.
        let added = entry(Int(random.next() % 50), slot: step)
        let bytes = Int(random.next() % 100)
        index.insert(added, bytes: bytes)
        model[added] = bytes
        held.append(added)
      }
      let now = Duration.seconds(Int(random.next() % 52))
      let due = model.filter { $0.key.deadline <= now }
      #expect(
        index.due(now: now)
          == DeadlineIndex.Tally(count: due.count, bytes: due.values.reduce(0, +)))
      #expect(index.earliest == model.keys.min())
      #expect(index.count == model.count)
    }
  }

  // MARK: - Support

  private func entry(_ seconds: Int, slot: Int) -> DeadlineIndex.Entry {
    DeadlineIndex.Entry(deadline: .seconds(seconds), slot: slot)
  }

  /// Numbers that look random and repeat from run to run.
  private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) {
      state = seed
    }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }
}
