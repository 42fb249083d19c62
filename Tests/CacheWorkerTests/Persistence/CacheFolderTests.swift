import Foundation
import Testing

@testable import CacheWorker

struct CacheFolderTests {
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
    let folder = TemporaryFolder()
    let log = WarningLog()
    let cacheFolder = CacheFolder(url: folder.url, report: log.record)
    _ = cacheFolder.load(now: Date())
    let entry = CacheEntryFile(
      key: CacheKey(scope: .root, name: "CH"),
      expiry: nil,
      payload: Data("1".utf8)
    )

    cacheFolder.write(entry)

    #expect(cacheFolder.load(now: Date()) == [entry])
    #expect(log.warnings.isEmpty)
  }

  @Test func loadCreatesTheFolder() {
    let folder = TemporaryFolder()
    let nested = folder.url.appendingPathComponent("a/b", isDirectory: true)

    #expect(CacheFolder(url: nested, report: { _ in }).load(now: Date()).isEmpty)
    #expect(FileManager.default.fileExists(atPath: nested.path))
  }

  @Test func removingAFileThatIsGoneIsQuiet() {
    let folder = TemporaryFolder()
    let log = WarningLog()
    let cacheFolder = CacheFolder(url: folder.url, report: log.record)
    _ = cacheFolder.load(now: Date())

    cacheFolder.removeFile(for: CacheKey(scope: .root, name: "never written"))

    #expect(log.warnings.isEmpty)
  }

  @Test func failedWriteIsReported() {
    let folder = TemporaryFolder()
    let log = WarningLog()
    let cacheFolder = CacheFolder(url: folder.url, report: log.record)

    cacheFolder.write(
      CacheEntryFile(key: CacheKey(scope: .root, name: "CH"), expiry: nil, payload: Data())
    )

    #expect(log.warnings.count == 1)
    #expect(folder.fileNames.isEmpty)
  }
}
