import Foundation
import Synchronization
import TestSupport
import Testing

@testable import StoreWorker

/// Following a collection or a record as it changes.
struct StoreAccountFollowingTests {
  /// What a follower was given, in order.
  private final class Deliveries<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])
    var all: [Value] { values.withLock { $0 } }
    @Sendable func record(_ value: Value) { values.withLock { $0.append(value) } }
  }

  @Test(arguments: TestEngine.available) func aFollowedCollectionIsDeliveredNowThenAfterEveryCommit(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    try await ada.put(Note(id: "CHE", text: "Lakes"), in: Note.notes)
    var iterator = ada.follow(Note.notes).makeAsyncIterator()
    #expect(await iterator.next()?.map(\.id) == ["CHE"])
    try await ada.put(Note(id: "AUT", text: "Alps"), in: Note.notes)
    #expect(await iterator.next()?.map(\.id) == ["CHE", "AUT"])
    try await ada.delete("CHE", in: Note.notes)
    #expect(await iterator.next()?.map(\.id) == ["AUT"])
  }

  @Test(arguments: TestEngine.available) func everyFollowerHasTheNewValueWhenTheWriteReturns(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    let first = Deliveries<[Note]>()
    let second = Deliveries<[Note]>()
    let observations = [
      ada.observe(Note.notes, onChange: first.record),
      ada.observe(Note.notes, onChange: second.record),
    ]
    // Following starts asynchronously; a read through the actor comes after it.
    while first.all.isEmpty || second.all.isEmpty {
      await Task.yield()
    }
    try await ada.put(Note(id: "CHE", text: "Lakes"), in: Note.notes)
    #expect(first.all.last?.map(\.id) == ["CHE"])
    #expect(second.all.last?.map(\.id) == ["CHE"])
    observations.forEach { $0.cancel() }
  }

  @Test(arguments: TestEngine.available) func aFollowedRecordIsDeliveredOnlyWhenItChanges(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    var iterator = ada.follow("CHE", in: Note.notes).makeAsyncIterator()
    #expect(await iterator.next() == .some(nil))
    try await ada.put(Note(id: "AUT", text: "Alps"), in: Note.notes)
    try await ada.put(Note(id: "CHE", text: "Lakes"), in: Note.notes)
    #expect(await iterator.next() == .some(Note(id: "CHE", text: "Lakes")))
    try await ada.delete("CHE", in: Note.notes)
    #expect(await iterator.next() == .some(nil))
  }

  @Test(arguments: TestEngine.available)
  func aFollowerHearsNothingOfAnotherAccountOrOfAnUndoneTransaction(on engine: TestEngine)
    async throws
  {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    let delivered = Deliveries<[Note]>()
    let observation = ada.observe(Note.notes, onChange: delivered.record)
    while delivered.all.isEmpty {
      await Task.yield()
    }
    try await store.account("bob").put(Note(id: "CHE", text: "Bob's"), in: Note.notes)
    _ = try? await ada.write { transaction in
      try transaction.put(Note(id: "CHE", text: "undone"), in: Note.notes)
      throw CancellationError()
    }
    try await ada.put(Counter(id: "taps"), in: Counter.counters)
    #expect(delivered.all.count == 1)
    observation.cancel()
  }

  @Test(arguments: TestEngine.available) func aFollowerEndsWhenItsTaskIsCancelled(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    let account = ada
    let started = Deliveries<Int>()
    let follower = Task {
      for await notes in account.follow(Note.notes) {
        started.record(notes.count)
      }
    }
    while started.all.isEmpty {
      await Task.yield()
    }
    #expect(await store.followerCount == 1)
    follower.cancel()
    await follower.value
    while await store.followerCount > 0 {
      await Task.yield()
    }
    try await ada.put(Note(id: "CHE", text: "after"), in: Note.notes)
    #expect(started.all == [0])
  }

  @Test(arguments: TestEngine.available) func aCancelledObservationIsToldNothingMore(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    let delivered = Deliveries<[Note]>()
    let observation = ada.observe(Note.notes, onChange: delivered.record)
    while delivered.all.isEmpty {
      await Task.yield()
    }
    observation.cancel()
    try await ada.put(Note(id: "CHE", text: "Lakes"), in: Note.notes)
    #expect(delivered.all.count == 1)
  }

  @Test func aFollowerOfWhatCannotBeReadIsToldWhyInsteadOfAValue() async throws {
    let folder = TemporaryFolder()
    let file = folder.file("damaged.sqlite")
    // The header stays sound, so the store opens; the pages after it are not pages.
    try await Store.writeDamaged(to: file, notes: 200, fromPage: 1)
    let damaged = try Store(file: file).account("ada")

    let failures = Deliveries<StoreError>()
    let delivered = Deliveries<[Note]>()
    let observation = damaged.observe(
      Note.notes, onFailure: failures.record, onChange: delivered.record)
    let deadline = ContinuousClock.now + .seconds(60)
    while failures.all.isEmpty, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }
    observation.cancel()

    guard case .damaged = failures.all.first else {
      Issue.record("not told the records are damaged: \(failures.all)")
      return
    }
    #expect(delivered.all.isEmpty)
  }
}
