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
}
