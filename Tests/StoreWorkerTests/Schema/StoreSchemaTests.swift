import Synchronization
import TestSupport
import Testing

@testable import StoreWorker

/// Versions and migrations, run at open.
struct StoreSchemaTests {
  private struct Broken: Error, CustomStringConvertible {
    var description: String { "the old notes have no text" }
  }

  /// The steps that ran, in order.
  private final class Ran: Sendable {
    private let steps = Mutex<[Int]>([])
    var all: [Int] { steps.withLock { $0 } }
    func record(_ step: Int) { steps.withLock { $0.append(step) } }
  }

  private func step(_ version: Int, _ ran: Ran) -> StoreMigration {
    StoreMigration(to: version, "step \(version)") { migration in
      ran.record(version)
      let account = migration.account("ada")
      try account.put(Counter(id: "v\(version)"), in: Counter.counters)
    }
  }

  @Test func stepsNewerThanTheDatabaseRunInOrderOnce() async throws {
    let folder = TemporaryFolder()
    let ran = Ran()
    try await Store.write(to: folder.file("a.sqlite"), schema: StoreSchema([step(1, ran)])) {
      try await $0.account("ada").put(Counter(id: "kept"), in: Counter.counters)
    }
    let store = try Store(
      file: folder.file("a.sqlite"),
      schema: StoreSchema([step(3, ran), step(1, ran), step(2, ran)]))
    #expect(ran.all == [1, 2, 3])
    let ids = try await store.account("ada").all(in: Counter.counters).map(\.id)
    #expect(ids == ["v1", "kept", "v2", "v3"])
  }

  @Test func aFailingStepLeavesTheDatabaseAsItWasAndSaysWhichStepAndWhy() async throws {
    let folder = TemporaryFolder()
    let ran = Ran()
    try await Store.write(to: folder.file("a.sqlite"), schema: StoreSchema([step(1, ran)])) {
      try await $0.account("ada").put(Counter(id: "kept", value: 7), in: Counter.counters)
    }
    let failing = StoreMigration(to: 3, "split notes") { _ in throw Broken() }
    #expect(
      throws: StoreError.migrationFailed(
        version: 3, name: "split notes", reason: "the old notes have no text")
    ) {
      try Store(
        file: folder.file("a.sqlite"), schema: StoreSchema([step(1, ran), step(2, ran), failing]))
    }
    #expect(ran.all == [1, 2])
    // Step 2 wrote, then step 3 failed: nothing of step 2 is left, and the version is still 1,
    // so step 2 runs again with the fixed schema.
    let store = try Store(file: folder.file("a.sqlite"), schema: StoreSchema([step(1, ran)]))
    let ids = try await store.account("ada").all(in: Counter.counters).map(\.id)
    #expect(ids == ["v1", "kept"])
    _ = try Store(file: folder.file("a.sqlite"), schema: StoreSchema([step(1, ran), step(2, ran)]))
    #expect(ran.all == [1, 2, 2])
  }

  @Test func aDatabaseNewerThanTheSchemaIsNotOpened() throws {
    let folder = TemporaryFolder()
    let ran = Ran()
    _ = try Store(file: folder.file("a.sqlite"), schema: StoreSchema([step(1, ran), step(2, ran)]))
    #expect(throws: StoreError.newerSchema(found: 2, known: 1)) {
      try Store(file: folder.file("a.sqlite"), schema: StoreSchema([step(1, ran)]))
    }
  }

  @Test func aStepCanRenameACollectionInEveryAccount() async throws {
    let folder = TemporaryFolder()
    try await Store.write(to: folder.file("a.sqlite")) { store in
      try await store.account("ada").put(Note(id: "CHE", text: "Lakes"), in: .init("memos"))
      try await store.account("bob").put(Note(id: "JPN", text: "Tea"), in: .init("memos"))
    }
    let rename = StoreMigration(to: 1, "memos are notes") { migration in
      #expect(try migration.accounts(in: "memos") == ["ada", "bob"])
      try migration.renameCollection("memos", to: "notes")
    }
    let store = try Store(file: folder.file("a.sqlite"), schema: StoreSchema([rename]))
    #expect(try await store.account("bob").get("JPN", in: Note.notes)?.text == "Tea")
    let europe = try await store.account("ada").records(
      in: Note.notes, where: Note.byRegion, equals: "Europe")
    #expect(europe.map(\.id) == ["CHE"])
  }
}
