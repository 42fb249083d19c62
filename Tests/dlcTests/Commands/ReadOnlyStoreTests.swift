import Foundation
import TestSupport
import Testing

/// A store a person may read but not write still shows their data, and a store that was read-only
/// for one run is writable again once its file is. Permissions do not stop root, so when the
/// tests run as root the tool plays as `nobody`.
@Suite struct ReadOnlyStoreTests {
  let folder: TemporaryFolder
  let data: URL
  let store: String
  let tool: BuiltProgram

  init() throws {
    folder = try TemporaryFolder.made()
    data = folder.url.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    chmod(data.path, 0o777)
    store = data.appendingPathComponent("atlas.sqlite").path
    tool = try BuiltProgram.dlc().unprivileged(copiedInto: folder)
  }

  /// Plays a script of the sign-in and `lines` on the store, and says what it printed; first,
  /// when the store is one that can only be read, it expects and answers the alert that says so.
  private func play(_ name: String, readOnly: Bool = false, _ lines: String) async throws
    -> ProgramOutput
  {
    let notice = readOnly ? "expect alert has \"changes will not be saved\"\ntap ok\n" : ""
    let script = try folder.write(name, notice + AtlasScript.signIn + lines)
    return try await tool.run(["run", "--store", store, script])
  }

  private func favoriteGermany() async throws {
    let first = try await play(
      "first.dlc",
      """
      type query ger
      wait 300ms
      select results 1
      tap favorite
      type note "Bring a coat"
      """)
    #expect(first.status == 0, "\(first.output)\(first.errors)")
  }

  @Test func aStoreInAFolderThatCannotBeWrittenShowsItsDataAndEachChangeSaysItIsNotSaved()
    async throws
  {
    try await favoriteGermany()
    chmod(data.path, 0o555)
    defer { chmod(data.path, 0o777) }

    let second = try await play(
      "second.dlc", readOnly: true,
      """
      tab Favorites
      expect favorites has Germany
      select favorites 1
      expect note is "Bring a coat"
      tap favorite
      expect alert has "Could not save"
      expect favorite is "Remove from favorites"
      tap ok
      expect scene is Detail
      expect note is "Bring a coat"
      back
      expect favorites has Germany
      tab Search
      tap settings
      toggle millions
      expect alert has "Could not save"
      expect millions off
      """)

    #expect(second.status == 0, "\(second.output)\(second.errors)")
    #expect(second.errors.contains("only to read it, so changes will not be saved"))
    #expect(!second.errors.contains("in memory"))
  }

  @Test func aRunWhileTheFileWasReadOnlyLeavesItWritableOnceTheFileIsAgain() async throws {
    try await favoriteGermany()
    chmod(store, 0o444)
    let readOnly = try await play(
      "read.dlc", readOnly: true, "tab Favorites\nexpect favorites has Germany\n")
    #expect(readOnly.status == 0, "\(readOnly.output)\(readOnly.errors)")
    chmod(store, 0o600)

    let writable = try await play(
      "write.dlc",
      """
      tab Favorites
      select favorites 1
      tap favorite
      expect alert none
      expect favorite is "Add to favorites"
      """)

    #expect(writable.status == 0, "\(writable.output)\(writable.errors)")
    #expect(!writable.errors.contains("cannot be written"))
  }
}
