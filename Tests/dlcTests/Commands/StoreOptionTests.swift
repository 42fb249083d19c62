import Foundation
import TestSupport
import Testing

/// `--store` names the file that keeps the person's favorites, notes and preferences.
@Suite struct StoreOptionTests {
  @Test func aFileThatIsNotADatabaseIsLeftAsItIsAndTheRunKeepsItsDataInMemory() async throws {
    let folder = try TemporaryFolder.made()
    let notes = try folder.write("notes.txt", "Bring a coat\n")
    let script = try folder.write("look.dlc", "expect scene is Welcome\n")

    let run = try await BuiltProgram.dlc().run(["run", "--store", notes, script])

    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(run.errors.contains("\(notes): it is not a database"), "\(run.errors)")
    #expect(run.errors.contains("in memory for this run"))
    #expect(try String(contentsOfFile: notes, encoding: .utf8) == "Bring a coat\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    #expect(names == ["look.dlc", "notes.txt"])
  }

  @Test(
    .enabled(if: PostgreSQLServer.isInstalled, "needs initdb and pg_ctl (.ci/install-postgresql)"))
  func aFavoriteKeptOnAPostgreSQLServerIsThereInTheNextRun() async throws {
    let server = try PostgreSQLServer.shared.get()
    let database = try server.newDatabase().absoluteString
    let folder = try TemporaryFolder.made()
    let first = try folder.write("first.dlc", AtlasScript.germany + "tap favorite\n")
    let second = try folder.write(
      "second.dlc", AtlasScript.germany + "expect favorite is \"Remove from favorites\"\n")
    let tool = try BuiltProgram.dlc()
    // The password reaches the tool in PGPASSWORD only.
    let secret = ["PGPASSWORD": server.password]
    let kept = try await tool.run(["run", "--store", database, first], environment: secret)
    #expect(kept.status == 0, "\(kept.output)\(kept.errors)")
    let again = try await tool.run(["run", "--store", database, second], environment: secret)
    #expect(again.status == 0, "\(again.output)\(again.errors)")
    #expect(!(kept.errors + again.errors).contains(server.password))
  }

  @Test func aStoreDamagedPastItsHeaderIsMovedAsideAndAtlasStartsAfresh() async throws {
    let folder = try TemporaryFolder.made()
    let store = folder.file("atlas.sqlite").path
    let first = try folder.write("first.dlc", AtlasScript.germany + "tap favorite\n")
    let tool = try BuiltProgram.dlc()
    let kept = try await tool.run(["run", "--store", store, first])
    #expect(kept.status == 0, "\(kept.output)\(kept.errors)")
    // The header stays sound, so only a check of the whole file finds the pages after it.
    try URL(fileURLWithPath: store).overwriteDatabasePages(from: 1)

    let second = try folder.write(
      "second.dlc",
      AtlasScript.germany + """
        expect favorite is "Add to favorites"
        tap favorite
        expect favorite is "Remove from favorites"

        """)
    let damaged = try await tool.run(["run", "--store", store, second])

    #expect(damaged.status == 0, "\(damaged.output)\(damaged.errors)")
    #expect(damaged.errors.contains("moved the damaged database"), "\(damaged.errors)")
    #expect(folder.fileNames.contains { $0.hasPrefix("atlas.sqlite.corrupt-") })
  }

  @Test func aSessionThatQuitsLeavesItsWritesInTheStoreFileItself() async throws {
    let folder = try TemporaryFolder.made()
    let store = folder.file("atlas.sqlite").path
    let input = AtlasScript.germany + "tap favorite\nquit\n"

    let session = try await BuiltProgram.dlc().run(["--store", store], input: input)

    #expect(session.status == 0, "\(session.output)\(session.errors)")
    // Closed as the session ends: nothing waits in the write-ahead log, so a copy of the file
    // alone, as a person backs it up, holds the favorite.
    let names = folder.fileNames.filter { $0.hasPrefix("atlas.sqlite") }
    #expect(names == ["atlas.sqlite"])
    let copy = folder.file("copy.sqlite").path
    try FileManager.default.copyItem(atPath: store, toPath: copy)
    let check = try folder.write(
      "check.dlc", AtlasScript.signIn + "tab Favorites\nexpect favorites has Germany\n")
    let second = try await BuiltProgram.dlc().run(["run", "--store", copy, check])
    #expect(second.status == 0, "\(second.output)\(second.errors)")
  }
}
