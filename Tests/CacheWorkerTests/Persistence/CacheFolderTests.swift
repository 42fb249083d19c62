import Foundation
import TestSupport
import Testing

@testable import CacheWorker

struct CacheFolderTests {
  /// An empty temporary folder, the cache folder in it once loaded (as a worker does before its
  /// first write), and the log of what the cache folder reports; the folder lasts as long as
  /// this does.
  private struct OpenedFolder {
    let folder = TemporaryFolder()
    let log = WarningLog()
    let cache: CacheFolder

    init() {
      cache = CacheFolder(url: folder.url, report: log.record)
      _ = cache.load(now: Date())
    }
  }

  @Test func fileNameIsSixteenHexadecimalDigitsAndTheEntrySuffix() {
    let name = CacheFolder.fileName(for: CacheKey(scope: .root, name: "/countries/CH"))

    #expect(name.wholeMatch(of: /[0-9a-f]{16}\.entry/) != nil)
  }

  @Test func fileNameIsTheSameForEqualKeys() {
    let composed = CacheKey(scope: .root, name: "Zo\u{E9}")
    let decomposed = CacheKey(scope: .root, name: "Zoe\u{301}")

    #expect(composed == decomposed)
    #expect(CacheFolder.fileName(for: composed) == CacheFolder.fileName(for: decomposed))
  }

  @Test func namespaceAndKeyDoNotRunTogether() {
    let top = CacheKey(scope: .root, name: "1:ab")
    let nested = CacheKey(scope: CacheScope.root.appending("a"), name: "b")

    #expect(CacheFolder.fileName(for: top) != CacheFolder.fileName(for: nested))
  }

  @Test func writtenEntryLoadsBack() {
    let opened = OpenedFolder()
    let entry = CacheEntryFile(
      key: CacheKey(scope: .root, name: "CH"),
      expiry: nil,
      payload: Data("1".utf8)
    )

    var spare: String?
    opened.cache.write(entry, reusing: &spare)

    #expect(opened.cache.load(now: Date()) == [entry])
    #expect(opened.log.warnings.isEmpty)
    #expect(spare == nil)
  }

  @Test func aReplacedFileIsKeptAsTheSpareAndFilledByTheNextWrite() throws {
    let opened = OpenedFolder()
    let first = CacheKey(scope: .root, name: "CH")
    var spare: String?

    write("1", forKey: first, in: opened.cache, reusing: &spare)
    let latest = write("22", forKey: first, in: opened.cache, reusing: &spare)
    let kept = try #require(spare)
    #expect(opened.folder.fileNames.contains((kept as NSString).lastPathComponent))
    let second = CacheKey(scope: .root, name: "DE")
    let other = write("3", forKey: second, in: opened.cache, reusing: &spare)

    #expect(spare == nil)
    #expect(!FileManager.default.fileExists(atPath: kept))
    #expect(
      opened.folder.fileNames.sorted()
        == [CacheFolder.fileName(for: first), CacheFolder.fileName(for: second)].sorted())
    let loaded = opened.cache.load(now: Date())
    #expect(loaded.count == 2)
    #expect(loaded.contains(latest))
    #expect(loaded.contains(other))
    #expect(opened.log.warnings.isEmpty)
  }

  @Test func aLongerEntryInTheSpareIsCutToTheNewLength() throws {
    let opened = OpenedFolder()
    let key = CacheKey(scope: .root, name: "CH")
    var spare: String?
    let long = String(repeating: "x", count: 4_096)

    write(long, forKey: key, in: opened.cache, reusing: &spare)
    write(long, forKey: key, in: opened.cache, reusing: &spare)
    let short = write("1", forKey: key, in: opened.cache, reusing: &spare)

    #expect(opened.cache.load(now: Date()) == [short])
  }

  @Test func aSpareDeletedByAnotherProcessIsReplacedByANewFile() throws {
    let opened = OpenedFolder()
    let key = CacheKey(scope: .root, name: "CH")
    var spare = writeTwice(key, in: opened.cache)
    try FileManager.default.removeItem(atPath: try #require(spare))

    let latest = write("3", forKey: key, in: opened.cache, reusing: &spare)

    #expect(opened.cache.load(now: Date()) == [latest])
    #expect(opened.log.warnings.isEmpty)
  }

  /// Writes the key twice, so that the file of the first write is kept as the spare, and
  /// returns the spare's path.
  private func writeTwice(_ key: CacheKey, in cacheFolder: CacheFolder) -> String? {
    var spare: String?
    write("1", forKey: key, in: cacheFolder, reusing: &spare)
    write("2", forKey: key, in: cacheFolder, reusing: &spare)
    return spare
  }

  /// Writes a payload under a key, as the cache's writer does, and returns the entry written.
  @discardableResult
  private func write(
    _ payload: String,
    forKey key: CacheKey,
    in cacheFolder: CacheFolder,
    reusing spare: inout String?
  ) -> CacheEntryFile {
    let entry = CacheEntryFile(key: key, expiry: nil, payload: Data(payload.utf8))
    cacheFolder.write(entry, reusing: &spare)
    return entry
  }

  @Test func loadCreatesTheFolder() {
    let folder = TemporaryFolder()
    let nested = folder.url.appendingPathComponent("a/b", isDirectory: true)

    #expect(CacheFolder(url: nested, report: { _ in }).load(now: Date()).isEmpty)
    #expect(FileManager.default.fileExists(atPath: nested.path))
  }

  @Test func removingAFileThatIsGoneIsQuiet() {
    let opened = OpenedFolder()

    opened.cache.removeFile(for: CacheKey(scope: .root, name: "never written"))

    #expect(opened.log.warnings.isEmpty)
  }

  @Test func failedWriteIsReported() {
    let folder = TemporaryFolder()
    let log = WarningLog()
    let cacheFolder = CacheFolder(url: folder.url, report: log.record)

    var spare: String?
    cacheFolder.write(
      CacheEntryFile(key: CacheKey(scope: .root, name: "CH"), expiry: nil, payload: Data()),
      reusing: &spare)

    #expect(log.warnings.count == 1)
    #expect(folder.fileNames.isEmpty)
  }

  // MARK: - Hygiene

  private func permissions(of url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try #require(attributes[.posixPermissions] as? Int)
  }

  @Test func theFolderIsCreatedForItsOwnerOnly() throws {
    let folder = TemporaryFolder()
    let cache = folder.url.appendingPathComponent("cache", isDirectory: true)

    _ = CacheFolder(url: cache, report: { _ in }).load(now: Date())

    #expect(try permissions(of: cache) == 0o700)
  }

  @Test func entryFilesAreWrittenForTheirOwnerOnly() throws {
    let opened = OpenedFolder()
    let key = CacheKey(scope: .root, name: "CH")

    var spare: String?
    opened.cache.write(
      CacheEntryFile(key: key, expiry: nil, payload: Data("1".utf8)), reusing: &spare)
    opened.cache.write(
      CacheEntryFile(key: key, expiry: nil, payload: Data("2".utf8)), reusing: &spare)

    #expect(try permissions(of: opened.cache.fileURL(for: key)) == 0o600)
  }

  @Test func aFolderNamedLikeALeftoverTemporaryFileIsSkippedAndKeptWithWhatItHolds() throws {
    let folder = TemporaryFolder()
    let name = String(repeating: "a", count: 16) + ".entry." + UUID().uuidString + ".tmp"
    let impostor = folder.url.appendingPathComponent(name, isDirectory: true)
    try FileManager.default.createDirectory(at: impostor, withIntermediateDirectories: true)
    let precious = impostor.appendingPathComponent("precious.txt")
    try Data("keep me".utf8).write(to: precious)
    let log = WarningLog()

    _ = CacheFolder(url: folder.url, report: log.record).load(now: Date())

    #expect(FileManager.default.fileExists(atPath: precious.path))
    #expect(log.warnings.count == 1)
    #expect(log.warnings.first?.description.contains(impostor.lastPathComponent) == true)
    #expect(log.warnings.first?.description.contains("it is a folder") == true)
  }

  @Test func anEntryThatCannotBeReadIsReportedOncePerStartInPlainWords() throws {
    let folder = TemporaryFolder()
    let key = CacheKey(scope: .root, name: "CH")
    let file = folder.url.appendingPathComponent(CacheFolder.fileName(for: key))
    // A folder by an entry's name cannot be read as one, whoever runs the test.
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    let log = WarningLog()
    let cacheFolder = CacheFolder(url: folder.url, report: log.record)

    _ = cacheFolder.load(now: Date())
    var spare: String?
    cacheFolder.write(
      CacheEntryFile(key: key, expiry: nil, payload: Data("1".utf8)), reusing: &spare)
    cacheFolder.write(
      CacheEntryFile(key: key, expiry: nil, payload: Data("2".utf8)), reusing: &spare)

    let descriptions = log.warnings.map(\.description)
    #expect(descriptions.count == 1)
    #expect(descriptions.first?.contains(file.lastPathComponent) == true)
    #expect(
      descriptions.allSatisfy { !$0.contains("NSCocoaErrorDomain") && !$0.contains("error 2") })
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    #expect(spare == nil)
  }

  // MARK: - A hostile folder

  /// Loads a folder holding one file by the name of `key`'s entry, made by `make`, and returns
  /// the warnings and what loaded.
  private func load(
    _ key: CacheKey, madeBy make: (String) throws -> Void
  ) throws -> (loaded: [CacheEntryFile], warnings: [String]) {
    let folder = TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    try make(folder.url.appendingPathComponent(CacheFolder.fileName(for: key)).path)
    let log = WarningLog()
    let loaded = CacheFolder(url: folder.url, report: log.record).load(now: Date())
    return (loaded, log.warnings.map(\.description))
  }

  @Test func aFIFONamedAsAnEntryIsSkippedWithoutWaitingForAWriter() throws {
    let key = CacheKey(scope: .root, name: "CH")
    let (loaded, warnings) = try load(key) { path in
      #expect(mkfifo(path, 0o600) == 0)
    }
    #expect(loaded.isEmpty)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("it is not a regular file") == true)
  }

  @Test func aSymbolicLinkNamedAsAnEntryIsNotFollowed() throws {
    let key = CacheKey(scope: .root, name: "CH")
    let elsewhere = TemporaryFolder()
    try FileManager.default.createDirectory(at: elsewhere.url, withIntermediateDirectories: true)
    let target = elsewhere.url.appendingPathComponent("target.entry")
    let entry = CacheEntryFile(key: key, expiry: nil, payload: Data("1".utf8))
    try entry.encoded.write(to: target)
    let (loaded, warnings) = try load(key) { path in
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target.path)
    }
    #expect(loaded.isEmpty)
    #expect(warnings.first?.contains("symbolic link") == true)
    #expect(FileManager.default.fileExists(atPath: target.path))
  }

  @Test func aSparseSixtyFourGigabyteEntryIsSkippedUnread() throws {
    let key = CacheKey(scope: .root, name: "CH")
    let (loaded, warnings) = try load(key) { path in
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
      #expect(descriptor >= 0)
      #expect(ftruncate(descriptor, off_t(64) << 30) == 0)
      close(descriptor)
    }
    #expect(loaded.isEmpty)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("it is larger than 64 MB") == true)
  }

  @Test func aFolderOthersMayWriteIsTightenedToItsOwner() throws {
    let folder = TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    #expect(chmod(folder.url.path, 0o777) == 0)

    _ = CacheFolder(url: folder.url, report: { _ in }).load(now: Date())

    #expect(try permissions(of: folder.url) == 0o700)
  }

  @Test func aSymbolicLinkPutWhereTheSpareWasIsNotWrittenThrough() throws {
    let opened = OpenedFolder()
    let key = CacheKey(scope: .root, name: "CH")
    var spare = writeTwice(key, in: opened.cache)
    let kept = try #require(spare)
    let elsewhere = TemporaryFolder()
    try FileManager.default.createDirectory(at: elsewhere.url, withIntermediateDirectories: true)
    let target = elsewhere.url.appendingPathComponent("precious.txt")
    try Data("keep me".utf8).write(to: target)
    try FileManager.default.removeItem(atPath: kept)
    try FileManager.default.createSymbolicLink(atPath: kept, withDestinationPath: target.path)

    let latest = write("3", forKey: key, in: opened.cache, reusing: &spare)

    #expect(try String(contentsOf: target, encoding: .utf8) == "keep me")
    #expect(opened.cache.load(now: Date()) == [latest])
  }
}
