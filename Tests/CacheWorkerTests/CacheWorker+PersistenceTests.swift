import Foundation
import TestSupport
import Testing

@testable import CacheWorker

struct CacheWorkerPersistenceTests {
  // MARK: - Round trip

  @Test func valuesSurviveInANewCacheOnTheSameFolder() async throws {
    let folder = TemporaryFolder()
    let log = WarningLog()
    let first = CacheWorker(folder: folder.url, onWarning: log.record)
    try await first.set(Country.switzerland, forKey: "CH")
    try await first.set(Country.france, forKey: "FR", timeToLive: .seconds(3_600))
    try await first.namespace("ada").set(true, forKey: "CH")

    let second = CacheWorker(folder: folder.url, onWarning: log.record)

    #expect(await second.value(of: Country.self, forKey: "CH") == .switzerland)
    #expect(await second.value(of: Country.self, forKey: "FR") == .france)
    #expect(await second.namespace("ada").value(of: Bool.self, forKey: "CH") == true)
    #expect(await second.statistics().entries == 3)
    #expect(await second.statistics().totalBytes == first.statistics().totalBytes)
    #expect(log.warnings.isEmpty)
  }

  @Test func expiryCarriesOverAsAWallClockDate() async throws {
    let folder = TemporaryFolder()
    let first = CacheWorker(clock: TestClock(), folder: folder.url)
    try await first.set(Country.switzerland, forKey: "CH", timeToLive: .seconds(3_600))
    let clock = TestClock()
    let second = CacheWorker(clock: clock, folder: folder.url)

    clock.advance(by: .seconds(3_540))
    #expect(await second.value(of: Country.self, forKey: "CH") == .switzerland)

    clock.advance(by: .seconds(120))
    #expect(await second.value(of: Country.self, forKey: "CH") == nil)
  }

  @Test func expiredEntryIsNotLoadedAndItsFileIsDeleted() async throws {
    let folder = TemporaryFolder()
    let log = WarningLog()
    let key = CacheKey(scope: .root, name: "CH")
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    var spare: String?
    CacheFolder(url: folder.url, report: log.record).write(
      CacheEntryFile(key: key, expiry: Date(timeIntervalSinceNow: -60), payload: Data("1".utf8)),
      reusing: &spare)
    #expect(folder.fileNames == [CacheFolder.fileName(for: key)])

    let cache = CacheWorker(folder: folder.url, onWarning: log.record)

    #expect(await cache.value(of: Int.self, forKey: "CH") == nil)
    #expect(folder.fileNames.isEmpty)
    #expect(log.warnings.isEmpty)
  }

  @Test func removedValueStaysRemoved() async throws {
    let folder = TemporaryFolder()
    let first = CacheWorker(folder: folder.url)
    try await first.set(Country.switzerland, forKey: "CH")
    try await first.set(Country.france, forKey: "FR")

    await first.removeValue(forKey: "CH")

    let second = CacheWorker(folder: folder.url)
    #expect(await second.value(of: Country.self, forKey: "CH") == nil)
    #expect(await second.value(of: Country.self, forKey: "FR") == .france)
  }

  @Test func removeAllDeletesEveryEntryFile() async throws {
    let folder = TemporaryFolder()
    let cache = CacheWorker(folder: folder.url)
    try await cache.set(Country.switzerland, forKey: "CH")
    try await cache.namespace("ada").set(true, forKey: "CH")

    await cache.removeAll()
    await cache.flush()

    #expect(folder.fileNames.isEmpty)
  }

  @Test func evictedValueIsNotRestored() async throws {
    let folder = TemporaryFolder()
    let configuration = CacheConfiguration(maximumEntryCount: 1)
    let first = CacheWorker(configuration: configuration, folder: folder.url)
    try await first.set(Country.switzerland, forKey: "CH")
    try await first.set(Country.france, forKey: "FR")

    let second = CacheWorker(folder: folder.url)

    #expect(await second.value(of: Country.self, forKey: "CH") == nil)
    #expect(await second.value(of: Country.self, forKey: "FR") == .france)
  }

  @Test func expiredValueFoundByALookupLosesItsFile() async throws {
    let folder = TemporaryFolder()
    let clock = TestClock()
    let cache = CacheWorker(clock: clock, folder: folder.url)
    try await cache.set(Country.switzerland, forKey: "CH", timeToLive: .seconds(1))

    clock.advance(by: .seconds(1))
    _ = await cache.value(of: Country.self, forKey: "CH")
    await cache.flush()

    #expect(folder.fileNames.isEmpty)
  }

  @Test func restoredValuesAreEvictedDownToSmallerLimits() async throws {
    let folder = TemporaryFolder()
    let first = CacheWorker(folder: folder.url)
    for number in 0..<10 {
      try await first.set(number, forKey: "\(number)")
    }

    let second = CacheWorker(
      configuration: CacheConfiguration(maximumEntryCount: 3),
      folder: folder.url
    )

    let statistics = await second.statistics()
    #expect(statistics.entries == 3)
    #expect(statistics.evictions == 7)
    #expect(folder.fileNames.count == 3)
  }

  @Test func writesLeaveTheEntryFileAndAtMostTheTemporaryFileKeptForTheNextWrite() async throws {
    let folder = TemporaryFolder()
    let cache = CacheWorker(folder: folder.url)

    for number in 0..<5 {
      try await cache.set(number, forKey: "key")
      await cache.flush()
    }

    let entry = CacheFolder.fileName(for: CacheKey(scope: .root, name: "key"))
    let others = folder.fileNames.filter { $0 != entry }
    #expect(folder.fileNames.contains(entry))
    #expect(others.count == 1)
    #expect(others.allSatisfy { $0.hasPrefix(entry + ".\(getpid())-") && $0.hasSuffix(".tmp") })
  }

  @Test func aValueStoredReachesTheFolderInTheBackground() async throws {
    let folder = TemporaryFolder()
    let cache = CacheWorker(folder: folder.url)
    try await cache.set(Country.switzerland, forKey: "CH")

    await cache.flush()

    #expect(folder.fileNames == [CacheFolder.fileName(for: CacheKey(scope: .root, name: "CH"))])
  }

  // MARK: - Recovery

  @Test(arguments: EntryDamage.allCases)
  func aDamagedFileIsDiscardedWithAWarningAndTheOthersSurvive(_ damage: EntryDamage)
    async throws
  {
    let folder = TemporaryFolder()
    let damaged = try await folderWithTwoEntries(folder)
    try damage.apply(to: damaged)

    let (cache, log) = cacheWithWarnings(on: folder)

    #expect(await cache.value(of: Country.self, forKey: "CH") == nil)
    #expect(await cache.value(of: Country.self, forKey: "FR") == .france)
    #expect(discardedFiles(in: log) == [damaged.lastPathComponent: damage.reason])
    #expect(!FileManager.default.fileExists(atPath: damaged.path))
  }

  @Test func leftoverTemporaryFileIsDeletedWithAWarningAndTheEntriesSurvive() async throws {
    let folder = TemporaryFolder()
    let entry = try await folderWithTwoEntries(folder)
    let bytes = try Data(contentsOf: entry)
    let leftover = folder.url.appendingPathComponent(
      entry.lastPathComponent + "." + UUID().uuidString + ".tmp"
    )
    try bytes.prefix(bytes.count / 2).write(to: leftover)

    let (cache, log) = cacheWithWarnings(on: folder)

    #expect(await cache.value(of: Country.self, forKey: "CH") == .switzerland)
    #expect(await cache.value(of: Country.self, forKey: "FR") == .france)
    #expect(discardedFiles(in: log) == [leftover.lastPathComponent: .leftoverTemporaryFile])
    #expect(!FileManager.default.fileExists(atPath: leftover.path))
  }

  @Test func aTemporaryFileOfARunningProcessIsLeftAloneWithoutAWarning() async throws {
    let folder = TemporaryFolder()
    let entry = try await folderWithTwoEntries(folder)
    let inUse = temporaryFile(of: getpid(), writing: entry, in: folder)
    try Data("being written".utf8).write(to: inUse)

    let (cache, log) = cacheWithWarnings(on: folder)

    #expect(await cache.value(of: Country.self, forKey: "CH") == .switzerland)
    #expect(log.warnings.isEmpty)
    #expect(FileManager.default.fileExists(atPath: inUse.path))
  }

  @Test func aTemporaryFileOfAProcessThatEndedIsDeletedWithAWarning() async throws {
    let folder = TemporaryFolder()
    let entry = try await folderWithTwoEntries(folder)
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let leftover = temporaryFile(of: ended.processIdentifier, writing: entry, in: folder)
    try Data("half".utf8).write(to: leftover)

    let (cache, log) = cacheWithWarnings(on: folder)

    #expect(await cache.value(of: Country.self, forKey: "CH") == .switzerland)
    #expect(discardedFiles(in: log) == [leftover.lastPathComponent: .leftoverTemporaryFile])
  }

  @Test func replacingValuesLeavesNoTemporaryFileOnceTheCacheIsFreed() async throws {
    let folder = TemporaryFolder()
    do {
      let cache = CacheWorker(folder: folder.url)
      for country in [Country.switzerland, .france, .switzerland] {
        try await cache.set(country, forKey: "CH")
        await cache.flush()
      }
    }

    #expect(folder.fileNames == [CacheFolder.fileName(for: CacheKey(scope: .root, name: "CH"))])
    let (reopened, log) = cacheWithWarnings(on: folder)
    #expect(await reopened.value(of: Country.self, forKey: "CH") == .switzerland)
    #expect(log.warnings.isEmpty)
  }

  @Test func fileHoldingAnotherKeyIsDiscarded() async throws {
    let folder = TemporaryFolder()
    let entry = try await folderWithTwoEntries(folder)
    let misplaced = folder.url.appendingPathComponent("0123456789abcdef.entry")
    try FileManager.default.copyItem(at: entry, to: misplaced)

    let (cache, log) = cacheWithWarnings(on: folder)

    #expect(await cache.value(of: Country.self, forKey: "CH") == .switzerland)
    #expect(
      discardedFiles(in: log) == [
        misplaced.lastPathComponent: .corrupt("its name does not match the key it holds")
      ]
    )
  }

  @Test func filesOfOtherNamesAreLeftAlone() async throws {
    let folder = TemporaryFolder()
    _ = try await folderWithTwoEntries(folder)
    let notes = folder.url.appendingPathComponent("notes.tmp")
    try Data("mine".utf8).write(to: notes)

    let (cache, log) = cacheWithWarnings(on: folder)

    #expect(await cache.statistics().entries == 2)
    #expect(log.warnings.isEmpty)
    #expect(FileManager.default.fileExists(atPath: notes.path))
  }

  @Test func unusableFolderIsReportedAndTheCacheWorksInMemory() async throws {
    let folder = TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    let file = folder.url.appendingPathComponent("file")
    try Data("not a folder".utf8).write(to: file)

    let log = WarningLog()
    let cache = CacheWorker(folder: file, onWarning: log.record)
    try await cache.set(Country.switzerland, forKey: "CH")

    #expect(await cache.value(of: Country.self, forKey: "CH") == .switzerland)
    #expect(!log.warnings.isEmpty)
    for warning in log.warnings {
      guard case .persistenceFailed = warning else {
        Issue.record("Expected only failed operations, got \(warning)")
        continue
      }
    }
  }

  // MARK: - Sharing a folder

  @Test func twoCachesWritingOneFolderLeaveItUsable() async throws {
    let folder = TemporaryFolder()
    let log = WarningLog()
    let caches = [
      CacheWorker(folder: folder.url, onWarning: log.record),
      CacheWorker(folder: folder.url, onWarning: log.record),
    ]
    let keys = (0..<50).map { "key-\($0)" }

    await withTaskGroup(of: Void.self) { group in
      for (writer, cache) in caches.enumerated() {
        for key in keys {
          group.addTask {
            try? await cache.set("\(writer):\(key)", forKey: key)
          }
        }
      }
    }

    let reader = CacheWorker(folder: folder.url, onWarning: log.record)
    #expect(await reader.statistics().entries == keys.count)
    for key in keys {
      let value = await reader.value(of: String.self, forKey: key)
      #expect(value == "0:\(key)" || value == "1:\(key)")
    }
    #expect(log.warnings.isEmpty)
    // One file a key, and at most the temporary file the caches' writer keeps for its next write.
    let entries = folder.fileNames.filter { $0.hasSuffix(".entry") }
    #expect(entries.count == keys.count)
    #expect(folder.fileNames.count - entries.count <= 1)
  }

  // MARK: - Support

  /// Fills a folder with Switzerland under "CH" and France under "FR".
  ///
  /// - Returns: The file that holds "CH", for the test to damage.
  private func folderWithTwoEntries(_ folder: TemporaryFolder) async throws -> URL {
    let cache = CacheWorker(folder: folder.url)
    try await cache.set(Country.switzerland, forKey: "CH")
    try await cache.set(Country.france, forKey: "FR")
    await cache.flush()
    return folder.url.appendingPathComponent(
      CacheFolder.fileName(for: CacheKey(scope: .root, name: "CH"))
    )
  }

  /// A cache on the folder, and a log of the warnings it gives.
  private func cacheWithWarnings(on folder: TemporaryFolder) -> (CacheWorker, WarningLog) {
    let log = WarningLog()
    return (CacheWorker(folder: folder.url, onWarning: log.record), log)
  }

  /// A temporary file in the folder named as a process writing an entry names it: the entry's
  /// file name, the process's id and a random part.
  private func temporaryFile(of process: Int32, writing entry: URL, in folder: TemporaryFolder)
    -> URL
  {
    folder.url.appendingPathComponent(
      entry.lastPathComponent + ".\(process)-" + UUID().uuidString + ".tmp")
  }

  /// The discarded files a cache reported, by file name.
  private func discardedFiles(in log: WarningLog) -> [String: CacheWarning.DiscardReason] {
    var discarded: [String: CacheWarning.DiscardReason] = [:]
    for warning in log.warnings {
      guard case .discardedFile(let file, let reason) = warning else {
        Issue.record("Expected only discarded files, got \(warning)")
        continue
      }
      discarded[file.lastPathComponent] = reason
    }
    return discarded
  }
}
