import Testing

@testable import StoreWorker

/// Reading and writing one account's records.
struct StoreAccountTests {

  @Test(arguments: TestEngine.available) func aRecordPutIsReadBackByItsID(on engine: TestEngine)
    async throws
  {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    try await ada.put(Note(id: "CHE", text: "Lakes"), in: Note.notes)
    #expect(try await ada.get("CHE", in: Note.notes) == Note(id: "CHE", text: "Lakes"))
  }

  @Test(arguments: TestEngine.available) func anIDNeverPutReadsAsNil(on engine: TestEngine)
    async throws
  {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    #expect(try await ada.get("CHE", in: Note.notes) == nil)
  }

  @Test(arguments: TestEngine.available) func puttingARecordAgainReplacesItAndKeepsItsPlace(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    try await ada.put(
      [Note(id: "CHE", text: "Lakes"), Note(id: "AUT", text: "Alps")], in: Note.notes)
    try await ada.put(Note(id: "CHE", text: "Cheese"), in: Note.notes)
    let all = try await ada.all(in: Note.notes)
    #expect(all.map(\.text) == ["Cheese", "Alps"])
  }

  @Test(arguments: TestEngine.available) func deletingARecordRemovesItAndSaysWhetherThereWasOne(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    try await ada.put(Note(id: "CHE", text: "Lakes"), in: Note.notes)
    #expect(try await ada.delete("CHE", in: Note.notes))
    #expect(try await !ada.delete("CHE", in: Note.notes))
    #expect(try await ada.get("CHE", in: Note.notes) == nil)
    #expect(try await ada.records(in: Note.notes, where: Note.byRegion, equals: "Europe").isEmpty)
  }

  @Test(arguments: TestEngine.available) func allListsRecordsByInsertionByIDOrByAnIndexedField(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    try await ada.put(
      [
        Note(id: "b", text: "", stars: 3), Note(id: "c", text: "", stars: 1),
        Note(id: "a", text: "", stars: 2),
      ], in: Note.notes)
    #expect(try await ada.all(in: Note.notes).map(\.id) == ["b", "c", "a"])
    #expect(try await ada.all(in: Note.notes, order: .id).map(\.id) == ["a", "b", "c"])
    #expect(
      try await ada.all(in: Note.notes, order: .index(Note.byStars)).map(\.id) == ["c", "a", "b"])
  }

  @Test(arguments: TestEngine.available)
  func aQueryByAnIndexedFieldFindsTheRecordsWithThatValueAsTheyAreNow(on engine: TestEngine)
    async throws
  {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    try await ada.put(
      [
        Note(id: "CHE", text: "", region: "Europe"), Note(id: "JPN", text: "", region: "Asia"),
        Note(id: "AUT", text: "", region: "Europe"),
      ], in: Note.notes)
    try await ada.put(Note(id: "CHE", text: "", region: "Alps"), in: Note.notes)
    let europe = try await ada.records(in: Note.notes, where: Note.byRegion, equals: "Europe")
    #expect(europe.map(\.id) == ["AUT"])
    let alps = try await ada.records(in: Note.notes, where: Note.byRegion, equals: "Alps")
    #expect(alps.map(\.id) == ["CHE"])
    #expect(try await ada.records(in: Note.notes, where: Note.byStars, equals: 0).count == 3)
  }

  @Test(arguments: TestEngine.available) func aQueryByAFieldTheCollectionDoesNotIndexThrows(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    let unindexed = StoreCollection<Note>("plain")
    await #expect(throws: StoreError.unknownIndex(collection: "plain", index: "region")) {
      try await ada.records(in: unindexed, where: Note.byRegion, equals: "Europe")
    }
  }

  @Test(arguments: TestEngine.available) func oneAccountNeverReadsAnothersRecords(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    let bob = store.account("bob")
    try await ada.put(Note(id: "CHE", text: "Ada's"), in: Note.notes)
    try await bob.put(Note(id: "CHE", text: "Bob's"), in: Note.notes)
    try await bob.put(Note(id: "JPN", text: "Bob's"), in: Note.notes)
    #expect(try await ada.get("CHE", in: Note.notes)?.text == "Ada's")
    #expect(try await ada.get("JPN", in: Note.notes) == nil)
    #expect(try await ada.all(in: Note.notes).map(\.text) == ["Ada's"])
    #expect(
      try await ada.records(in: Note.notes, where: Note.byRegion, equals: "Europe").map(\.text)
        == ["Ada's"])
    try await bob.delete("CHE", in: Note.notes)
    #expect(try await ada.get("CHE", in: Note.notes)?.text == "Ada's")
  }

  @Test(arguments: TestEngine.available) func collectionsKeepTheirRecordsApart(
    on engine: TestEngine
  ) async throws {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    let drafts = StoreCollection<Note>("drafts")
    try await ada.put(Note(id: "CHE", text: "kept"), in: Note.notes)
    try await ada.put(Note(id: "CHE", text: "draft"), in: drafts)
    #expect(try await ada.get("CHE", in: Note.notes)?.text == "kept")
    #expect(try await ada.all(in: drafts).map(\.text) == ["draft"])
  }

  @Test(arguments: TestEngine.available)
  func aRecordThatDoesNotDecodeAsTheCollectionsTypeIsATypedError(on engine: TestEngine) async throws
  {
    let store = try Store.empty(on: engine)
    let ada = store.account("ada")
    try await ada.put(Note(id: "CHE", text: "Lakes"), in: Note.notes)
    let asCounters = StoreCollection<Counter>("notes")
    await #expect {
      try await ada.get("CHE", in: asCounters)
    } throws: { error in
      guard case .undecodable(let collection, let id, _) = error as? StoreError else {
        return false
      }
      return collection == "notes" && id == "CHE"
    }
  }
}
