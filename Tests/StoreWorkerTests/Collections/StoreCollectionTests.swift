import TestSupport
import Testing

@testable import StoreWorker

/// A collection's declared indexes, kept in step with its records.
struct StoreCollectionTests {
  @Test func anIndexDeclaredAfterRecordsWerePutFindsThem() async throws {
    let folder = TemporaryFolder()
    try await Store.write(to: folder.file("a.sqlite")) {
      try await $0.account("ada").put(
        [Note(id: "CHE", text: "", region: "Europe"), Note(id: "JPN", text: "", region: "Asia")],
        in: StoreCollection<Note>("notes"))
    }
    let store = try Store(file: folder.file("a.sqlite"))
    let asia = try await store.account("ada").records(
      in: Note.notes, where: Note.byRegion, equals: "Asia")
    #expect(asia.map(\.id) == ["JPN"])
  }

  @Test func theIndexSignatureChangesWithTheIndexedFields() {
    #expect(Note.notes.indexSignature != StoreCollection<Note>("notes").indexSignature)
    #expect(
      Note.notes.indexSignature
        == StoreCollection<Note>("other", indexes: [Note.byRegion, Note.byStars]).indexSignature)
  }
}
