import Foundation
import TestSupport
import Testing

@testable import StoreWorker

/// Opening a database file: what a damaged file or an unwritable folder does.
struct StoreOpeningTests {
  @Test func aCommittedWriteIsThereWhenTheFileIsOpenedAgain() async throws {
    let folder = TemporaryFolder()
    try await Store.write(to: folder.file("a.sqlite")) {
      try await $0.account("ada").put(Note(id: "CHE", text: "Lakes"), in: Note.notes)
    }
    let store = try Store(file: folder.file("a.sqlite"), checksIntegrity: true)
    #expect(try await store.account("ada").get("CHE", in: Note.notes)?.text == "Lakes")
  }

  @Test func aNewStoreAndTheFoldersMadeForItAreThePersonsAlone() async throws {
    let folder = TemporaryFolder()
    let file = folder.url.appendingPathComponent("data/atlas.sqlite")
    let store = try Store(file: file)
    try await store.account("ada").put(Note(id: "CHE", text: "Lakes"), in: Note.notes)

    let manager = FileManager.default
    let fileMode = try manager.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    let folderMode =
      try manager.attributesOfItem(atPath: file.deletingLastPathComponent().path)[
        .posixPermissions] as? Int
    #expect(fileMode == 0o600)
    #expect(folderMode == 0o700)
    for sibling in try manager.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) {
      let path = file.deletingLastPathComponent().appendingPathComponent(sibling).path
      let mode = try manager.attributesOfItem(atPath: path)[.posixPermissions] as? Int
      #expect(mode.map { $0 & 0o077 } == 0, "\(sibling) is readable by others")
    }
  }

  @Test func aFileThatIsNotADatabaseIsRefusedAndLeftAsItIs() throws {
    let folder = TemporaryFolder()
    let file = folder.file("notes.txt")
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    let text = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
    try text.write(to: file)
    chmod(file.path, 0o644)
    let log = WarningLog()

    #expect {
      try Store(file: file, onWarning: log.record)
    } throws: { error in
      guard case .cannotOpen(let path, let reason) = error as? StoreError else { return false }
      return path == file.path && reason.contains("not a database")
        && reason.contains("left as it is")
    }
    #expect(try Data(contentsOf: file) == text)
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(mode as? Int == 0o644, "a file that is not the store's had its mode changed")
    #expect(folder.fileNames == ["notes.txt"])
    #expect(log.warnings.isEmpty)
  }

  @Test(arguments: ["\n", "x", "short text\n"])
  func aFileShorterThanADatabasesHeaderIsRefusedAndLeftAsItIs(text: String) throws {
    let folder = try TemporaryFolder.made()
    let file = folder.file("empty.dlc")
    try Data(text.utf8).write(to: file)

    #expect {
      try Store(file: file)
    } throws: { error in
      guard case .cannotOpen(_, let reason) = error as? StoreError else { return false }
      return reason.contains("not a database") && reason.contains("left as it is")
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == text)
    #expect(folder.fileNames == ["empty.dlc"])
  }

  @Test func aDatabaseAnotherProgramMadeIsRefusedAndLeftAsItIs() throws {
    let folder = try TemporaryFolder.made()
    let file = folder.file("notes.sqlite")
    do {
      let other = try SQLiteConnection(path: file.path)
      try other.execute("CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT)")
      try other.execute("INSERT INTO notes(text) VALUES ('keep me')")
    }
    chmod(file.path, 0o644)
    let before = try Data(contentsOf: file)

    #expect {
      try Store(file: file)
    } throws: { error in
      guard case .cannotOpen(let path, let reason) = error as? StoreError else { return false }
      return path == file.path && reason.contains("another program made (1 table")
        && reason.contains("left as it is")
    }
    #expect(try Data(contentsOf: file) == before, "its journal mode or its tables changed")
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(mode as? Int == 0o644, "a database that is not the store's had its mode changed")
  }

  @Test func anotherProgramsDatabaseWithItsTablesInItsLogIsLeftAsItIs() throws {
    let folder = try TemporaryFolder.made()
    let running = folder.file("running.sqlite")
    let file = folder.file("notes.sqlite")
    // Another program's database as a kill left it: its table in its log, not in the file. A
    // store that opened it to write would fold the log into the file as it closed, and delete
    // it.
    let other = try SQLiteConnection(path: running.path)
    _ = try other.texts("PRAGMA journal_mode = WAL")
    try other.execute("CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT)")
    try other.execute("INSERT INTO notes(text) VALUES ('keep me')")
    for suffix in ["", "-wal", "-shm"] {
      try FileManager.default.copyItem(
        atPath: running.path + suffix, toPath: file.path + suffix)
    }
    let paths = [file.path, file.path + "-wal"]
    let before = try paths.map { try Data(contentsOf: URL(filePath: $0)) }

    #expect {
      try Store(file: file)
    } throws: { error in
      guard case .cannotOpen(_, let reason) = error as? StoreError else { return false }
      return reason.contains("another program made (1 table")
    }
    #expect(
      paths.map { try? Data(contentsOf: URL(filePath: $0)) } == before,
      "the file or its log changed")
  }

  @Test(arguments: ["DELETE", "WAL"])
  func anotherProgramsDatabaseWithATableNamedAsAStoresIsRefusedAndLeftByteForByte(
    journal: String
  ) throws {
    let folder = try TemporaryFolder.made()
    let file = folder.file("notes.sqlite")
    do {
      let other = try SQLiteConnection(path: file.path)
      _ = try other.texts("PRAGMA journal_mode = \(journal)")
      try other.execute("CREATE TABLE store_records(id INTEGER PRIMARY KEY, title TEXT)")
      try other.execute("INSERT INTO store_records(title) VALUES ('keep me')")
    }
    let before = try Data(contentsOf: file)

    #expect {
      try Store(file: file)
    } throws: { error in
      guard case .cannotOpen(let path, let reason) = error as? StoreError else { return false }
      return path == file.path && reason.contains("another program made")
        && reason.contains("store_records has the columns id, title")
        && reason.contains("left as it is")
    }
    #expect(try Data(contentsOf: file) == before, "its journal mode or its tables changed")
    #expect(folder.fileNames == ["notes.sqlite"], "a log or a journal was made beside it")
  }

  @Test func aDatabaseWithAnotherProgramsMarkIsRefusedThoughItHasNoTables() throws {
    let folder = try TemporaryFolder.made()
    let file = folder.file("other.sqlite")
    do {
      try SQLiteConnection(path: file.path).execute("PRAGMA application_id = 42")
    }
    let before = try Data(contentsOf: file)

    #expect {
      try Store(file: file)
    } throws: { error in
      guard case .cannotOpen(_, let reason) = error as? StoreError else { return false }
      return reason.contains("its application id is 42, not a store's")
    }
    #expect(try Data(contentsOf: file) == before)
  }

  @Test func aNewStoreCarriesTheStoresMark() async throws {
    let folder = try TemporaryFolder.made()
    let file = folder.file("a.sqlite")
    try await Store.write(to: file) { _ in }

    #expect(try Self.mark(of: file) == StoreOwnership.applicationID)
  }

  @Test func aStoreMadeBeforeTheMarkOpensWithItsRecords() async throws {
    let folder = try TemporaryFolder.made()
    let file = folder.file("a.sqlite")
    try await Self.writeUnmarkedStore(to: file)

    let store = try Store(file: file)
    #expect(try await store.account("ada").get("CHE", in: Note.notes)?.text == "Lakes")
  }

  @Test func aStoreMadeBeforeTheMarkIsMarkedOnceOpenedToWrite() async throws {
    let folder = try TemporaryFolder.made()
    let file = folder.file("a.sqlite")
    try await Self.writeUnmarkedStore(to: file)

    try await Store.write(to: file) { _ in }
    #expect(try Self.mark(of: file) == StoreOwnership.applicationID)
  }

  /// Writes a store as a version without the mark left it: the store's tables, a note of
  /// Ada's, and an application id of 0.
  private static func writeUnmarkedStore(to file: URL) async throws {
    try await Store.write(to: file) {
      try await $0.account("ada").put(Note(id: "CHE", text: "Lakes"), in: Note.notes)
    }
    let connection = try SQLiteConnection(path: file.path)
    try connection.execute("PRAGMA application_id = 0")
    #expect(try connection.texts("PRAGMA application_id") == ["0"])
  }

  /// The application id in a database's header.
  private static func mark(of file: URL) throws -> Int32? {
    try SQLiteConnection(path: file.path, access: .read).texts("PRAGMA application_id").first
      .flatMap { Int32($0) }
  }

  @Test func aFileOfTheSystemsThatIsNoDatabaseIsRefusedAsSuchNotAsAMissingFile() {
    // /proc/version reads as text, and /proc takes no file SQLite would make beside it.
    #expect {
      try Store(file: URL(fileURLWithPath: "/proc/version"))
    } throws: { error in
      guard case .cannotOpen(_, let reason) = error as? StoreError else { return false }
      return reason.contains("not a database") && !reason.contains("No such file")
    }
  }

  @Test func anExistingFileOthersMayReadIsClosedToThem() async throws {
    let folder = try TemporaryFolder.made()
    let file = folder.file("atlas.sqlite")
    try await Store.write(to: file) {
      try await $0.account("ada").put(Note(id: "CHE", text: "x"), in: Note.notes)
    }
    chmod(file.path, 0o644)

    _ = try Store(file: file)

    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(mode as? Int == 0o600)
  }

  @Test func aPipeIsRefusedAndNothingIsWrittenBesideIt() throws {
    let folder = try TemporaryFolder.made()
    let pipe = folder.file("store.fifo")
    #expect(mkfifo(pipe.path, 0o600) == 0)

    #expect {
      try Store(file: pipe)
    } throws: { error in
      guard case .cannotOpen(_, let reason) = error as? StoreError else { return false }
      return reason == "it is not a regular file"
    }
    #expect(folder.fileNames == ["store.fifo"])
  }

  @Test func aDatabaseDamagedPastItsHeaderIsMovedAsideAndTheStoreStartsEmpty() async throws {
    let folder = TemporaryFolder()
    let file = folder.file("atlas.sqlite")
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    // SQLite's header, then nothing SQLite can read: its first page is not a page.
    var damaged = Data("SQLite format 3\u{0}".utf8)
    damaged += Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
    try damaged.write(to: file)
    let log = WarningLog()
    let store = try Store(file: file, onWarning: log.record)
    #expect(try await store.account("ada").all(in: Note.notes).isEmpty)
    try await store.account("ada").put(Note(id: "CHE", text: "new"), in: Note.notes)

    let warning = try #require(log.warnings.first)
    guard case .movedAside(let original, let aside, _) = warning else {
      Issue.record("unexpected warning \(warning)")
      return
    }
    #expect(original == file)
    #expect(aside.lastPathComponent.hasPrefix("atlas.sqlite.corrupt-"))
    #expect(try Data(contentsOf: aside) == damaged)
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(mode as? Int == 0o600, "the new database is not the person's alone")
    #expect(warning.description.contains(file.path))
    #expect(warning.description.contains(aside.path))
  }

  @Test func aDamagedDatabaseOthersCouldReadIsTheirsNoLongerOnceMovedAside() async throws {
    let folder = TemporaryFolder()
    let file = folder.file("a.sqlite")
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    try (Data("SQLite format 3\u{0}".utf8) + Data(repeating: 0x5a, count: 8_192)).write(to: file)
    chmod(file.path, 0o644)
    let log = WarningLog()

    _ = try Store(file: file, onWarning: log.record)

    guard case .movedAside(_, let aside, _) = try #require(log.warnings.first) else {
      Issue.record("unexpected warnings \(log.warnings)")
      return
    }
    let mode = try FileManager.default.attributesOfItem(atPath: aside.path)[.posixPermissions]
    #expect(mode as? Int == 0o600, "the damaged database others could read still is")
  }

  @Test func aDatabaseFailingItsIntegrityCheckIsMovedAsideWhenAsked() async throws {
    let folder = TemporaryFolder()
    let file = folder.file("a.sqlite")
    // Closing the last connection wrote the log into the file; the damage is in its middle.
    try await Store.writeDamaged(to: file, notes: 2_000, fromPage: 20)

    let log = WarningLog()
    let store = try Store(file: file, checksIntegrity: true, onWarning: log.record)
    #expect(try await store.account("ada").all(in: Note.notes).isEmpty)
    #expect(try await store.integrityCheck() == ["ok"])
    #expect(log.warnings.count == 1)
    #expect(folder.fileNames.contains { $0.hasPrefix("a.sqlite.corrupt-") })
  }

  @Test func aFolderThatCannotBeWrittenIsATypedError() throws {
    let folder = TemporaryFolder()
    let unwritable = try Self.unwritableFolder(in: folder)
    defer { chmod(unwritable.path, 0o755) }
    #expect {
      try Store(file: unwritable.appendingPathComponent("atlas.sqlite"))
    } throws: { error in
      guard case .readOnly(let file, _) = error as? StoreError else { return false }
      return file.hasSuffix("atlas.sqlite")
    }
  }

  @Test func aFolderThatCannotBeMadeIsRefusedWithTheSystemsReason() throws {
    let folder = try TemporaryFolder.made()
    let plainFile = folder.url.appendingPathComponent("notes.txt")
    try Data("a note".utf8).write(to: plainFile)
    #expect {
      try Store(file: plainFile.appendingPathComponent("data/atlas.sqlite"))
    } throws: { error in
      guard case .readOnly(_, let reason) = error as? StoreError else { return false }
      return reason.hasPrefix("could not create \(plainFile.path)/data: ")
        && !reason.contains("Domain") && !reason.contains("UserInfo")
    }
  }

  /// A folder nobody may create files in: made read-only with chmod, or, since root ignores
  /// permissions, a folder of sysfs, where not even root may create a file.
  private static func unwritableFolder(in folder: TemporaryFolder) throws -> URL {
    let candidate: URL
    if geteuid() == 0 {
      candidate = URL(fileURLWithPath: "/sys/kernel", isDirectory: true)
    } else {
      candidate = folder.url
      try FileManager.default.createDirectory(at: candidate, withIntermediateDirectories: true)
      chmod(candidate.path, 0o555)
    }
    let probe = candidate.appendingPathComponent("probe-\(UUID().uuidString)")
    let created = FileManager.default.createFile(atPath: probe.path, contents: Data())
    if created {
      try? FileManager.default.removeItem(at: probe)
    }
    try #require(!created, "\(candidate.path) can be written: no unwritable folder to test with")
    return candidate
  }
}
