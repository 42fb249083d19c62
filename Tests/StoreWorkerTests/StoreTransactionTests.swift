import Testing

@testable import StoreWorker

/// Transactions: all or nothing, serialised, never seen half done.
struct StoreTransactionTests {
  private struct Refusal: Error {}

  @Test(arguments: TestEngine.available) func aTransactionThatThrowsWritesNothing(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    try await ada.put(Note(id: "CHE", text: "before"), in: Note.notes)
    await #expect(throws: Refusal.self) {
      try await ada.write { transaction in
        try transaction.put(Note(id: "CHE", text: "after"), in: Note.notes)
        try transaction.put(Note(id: "AUT", text: "new"), in: Note.notes)
        throw Refusal()
      }
    }
    #expect(try await ada.all(in: Note.notes) == [Note(id: "CHE", text: "before")])
  }

  @Test(arguments: TestEngine.available) func aTransactionReadsItsOwnWritesAndReturnsItsValue(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    let count = try await ada.write { transaction in
      try transaction.put(Note(id: "CHE", text: "Lakes"), in: Note.notes)
      return try transaction.all(in: Note.notes).count
    }
    #expect(count == 1)
  }

  @Test(arguments: TestEngine.available) func aTransactionUsedAfterItsWriteReturnedThrows(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    // A transaction cannot leave its closure in Swift's types; a class box smuggles it out.
    // Unchecked but safe: written once inside the write, read only after the write returned,
    // and the await orders the two.
    final class Box: @unchecked Sendable {
      var transaction: StoreTransaction?
    }
    let box = Box()
    try await ada.write { transaction in box.transaction = transaction }
    let late = try #require(box.transaction)
    #expect(throws: StoreError.self) { try late.put(Note(id: "CHE", text: ""), in: Note.notes) }
    #expect(try await ada.all(in: Note.notes).isEmpty)
  }

  @Test(arguments: TestEngine.available) func aThousandConcurrentIncrementsLoseNone(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    let account = ada
    await withThrowingTaskGroup { group in
      for _ in 0..<1_000 {
        group.addTask {
          try await account.write { transaction in
            var counter = try transaction.get("taps", in: Counter.counters) ?? Counter(id: "taps")
            counter.value += 1
            try transaction.put(counter, in: Counter.counters)
          }
        }
      }
    }
    #expect(try await ada.get("taps", in: Counter.counters)?.value == 1_000)
  }

  @Test(arguments: TestEngine.available) func readersNeverSeeHalfATransaction(on engine: TestEngine)
    async throws
  {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    try await ada.put(
      [Counter(id: "a", value: 100), Counter(id: "b", value: 0)], in: Counter.counters)
    let account = ada
    let sums = try await withThrowingTaskGroup(of: [Int].self) { group in
      group.addTask {
        for _ in 0..<200 {
          try await account.write { transaction in
            // Moves one from a to b, in two writes the sum is wrong between.
            var a = try transaction.get("a", in: Counter.counters) ?? Counter(id: "a")
            var b = try transaction.get("b", in: Counter.counters) ?? Counter(id: "b")
            a.value -= 1
            try transaction.put(a, in: Counter.counters)
            b.value += 1
            try transaction.put(b, in: Counter.counters)
          }
        }
        return []
      }
      group.addTask {
        var sums: [Int] = []
        for _ in 0..<200 {
          sums.append(try await account.all(in: Counter.counters).map(\.value).reduce(0, +))
          await Task.yield()
        }
        return sums
      }
      var all: [Int] = []
      for try await sums in group {
        all += sums
      }
      return all
    }
    #expect(sums.count == 200)
    #expect(sums.allSatisfy { $0 == 100 })
    #expect(try await ada.get("b", in: Counter.counters)?.value == 200)
  }
}
