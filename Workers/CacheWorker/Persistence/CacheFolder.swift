import Dispatch
import Foundation
import Synchronization

/// The folder a cache keeps its entries in, one file per entry.
///
/// A file is named after a hash of its namespaced key, so a key always lands in the same file
/// and a write replaces the previous one. Writes go to a uniquely named temporary file in the
/// folder and are then renamed over the entry file; a rename within a folder is atomic, so a
/// reader (in this process or another) sees the old file or the new one, never a mix. When two
/// processes write the same key, the later rename wins. Nothing is flushed to disk explicitly:
/// after a power loss an entry file may be empty or truncated, and it is then discarded.
///
/// Files whose names are not those of entries or of their temporary files are left alone, and so
/// is anything so named that cannot be read or is a folder: it is reported, never deleted. The
/// folder is created readable by its owner only (0700), and so is every entry file (0600). Each
/// file is warned about at most once per ``CacheFolder``, so once per start of the cache.
struct CacheFolder: Sendable {
  private static let entrySuffix = ".entry"
  private static let temporarySuffix = ".tmp"
  private static let hashLength = 16

  /// Where the files are.
  let url: URL

  private let warnings: WarnedFiles

  /// Describes a cache folder; nothing is read or created until ``load(now:)``.
  ///
  /// - Parameters:
  ///   - url: Where the files are.
  ///   - report: Told about every file discarded, skipped or failed, once per file.
  init(url: URL, report: @escaping @Sendable (CacheWarning) -> Void) {
    self.url = url
    self.warnings = WarnedFiles(report: report)
  }

  /// The name of the file that holds a key's entry.
  ///
  /// - Parameter key: The namespaced key.
  /// - Returns: 16 hexadecimal digits of the key's hash, then `.entry`.
  static func fileName(for key: CacheKey) -> String {
    var hash = FNV1a64()
    // Keys that are equal strings must share a file, so hash one canonical spelling of them
    // (the scope's names are canonical already). 0xFF never occurs in UTF-8, so it separates
    // the scope from the key unambiguously.
    hash.combine(key.scope.encoded.utf8)
    hash.combine(CollectionOfOne(0xFF))
    // ASCII text is its own canonical spelling, and normalizing costs more than the hash.
    if key.name.utf8.allSatisfy({ $0 < 0x80 }) {
      hash.combine(key.name.utf8)
    } else {
      hash.combine(key.name.precomposedStringWithCanonicalMapping.utf8)
    }
    return hash.hexadecimal + entrySuffix
  }

  /// The file that holds a key's entry.
  ///
  /// - Parameter key: The namespaced key.
  /// - Returns: The file's location in this folder.
  func fileURL(for key: CacheKey) -> URL {
    url.appendingPathComponent(Self.fileName(for: key))
  }

  /// Creates the folder if needed and reads every entry in it.
  ///
  /// Unusable files and leftover temporary files are deleted and reported; expired entries are
  /// deleted quietly. The folder is listed and its files read with system calls on paths, not
  /// through `URL`s, which cost more than the reading itself, and in slices side by side.
  ///
  /// - Parameter now: The wall-clock date that decides what has expired.
  /// - Returns: The entries that have not expired, least recently written first.
  func load(now: Date) -> [CacheEntryFile] {
    do {
      try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      report(.persistenceFailed(url, reason: FileProblem.text(for: error)), about: url)
      return []
    }
    let folderPath = url.path
    guard let directory = opendir(folderPath) else {
      let reason = FileProblem.text(forErrorNumber: errno)
      report(.persistenceFailed(url, reason: reason), about: url)
      return []
    }
    var names: [String] = []
    while let item = readdir(directory) {
      let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if Self.isTemporaryFileName(name) || Self.isEntryFileName(name) {
        names.append(name)
      }
    }
    closedir(directory)
    // The files are read in as many slices as there are processors: most of the time goes to
    // system calls, which run side by side.
    let sliceCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount, names.count / 256))
    let slices = Mutex([[LoadedEntry]](repeating: [], count: sliceCount))
    let found = names
    DispatchQueue.concurrentPerform(iterations: sliceCount) { slice in
      let range = (found.count * slice / sliceCount)..<(found.count * (slice + 1) / sliceCount)
      let loaded = found[range].compactMap { load($0, in: folderPath, now: now) }
      slices.withLock { $0[slice] = loaded }
    }
    return slices.withLock { $0.joined() }
      .sorted { ($0.written, $0.name) < ($1.written, $1.name) }.map(\.entry)
  }

  /// An entry read from its file, with when the file was last written.
  private struct LoadedEntry {
    var entry: CacheEntryFile
    var written: Double
    var name: String
  }

  /// Reads one file of the folder; reports, deletes or skips it if it holds no usable entry.
  private func load(_ name: String, in folderPath: String, now: Date) -> LoadedEntry? {
    let path = folderPath + "/" + name
    let contents: FileContents
    if Self.isTemporaryFileName(name) {
      var status = stat()
      let isFolder = stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
      guard isFolder else {
        discard(URL(fileURLWithPath: path), because: .leftoverTemporaryFile)
        return nil
      }
      contents = .folder
    } else {
      contents = Self.readFile(atPath: path)
    }
    switch contents {
    case .folder:
      // Deleting it would delete whatever it holds, which the cache never wrote.
      let file = URL(fileURLWithPath: path)
      report(
        .skippedFile(file, reason: "it is a folder, not a file the cache wrote"), about: file)
      return nil
    case .unreadable(let reason):
      let file = URL(fileURLWithPath: path)
      report(.skippedFile(file, reason: "it cannot be read: \(reason)"), about: file)
      return nil
    case .bytes(let bytes, let written):
      guard let entry = decode(bytes, named: name, atPath: path) else { return nil }
      if let expiry = entry.expiry, expiry <= now {
        delete(URL(fileURLWithPath: path))
        return nil
      }
      return LoadedEntry(entry: entry, written: written, name: name)
    }
  }

  /// What reading one file gave.
  private enum FileContents {
    case bytes([UInt8], written: Double)
    case folder
    case unreadable(String)
  }

  /// Reads a whole file, and when it was last written, in seconds since 1970.
  private static func readFile(atPath path: String) -> FileContents {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .unreadable(FileProblem.text(forErrorNumber: errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .unreadable(FileProblem.text(forErrorNumber: errno))
    }
    guard status.st_mode & S_IFMT != S_IFDIR else { return .folder }
    #if os(Linux)
      let modified = status.st_mtim
    #else
      let modified = status.st_mtimespec
    #endif
    let written = Double(modified.tv_sec) + Double(modified.tv_nsec) / 1e9
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
      }
      if count < 0 {
        guard errno == EINTR else { return .unreadable(FileProblem.text(forErrorNumber: errno)) }
        continue
      }
      guard count > 0 else {
        // The file shrank while it was read: what is there is all there is.
        bytes.removeLast(bytes.count - offset)
        break
      }
      offset += count
    }
    return .bytes(bytes, written: written)
  }

  /// Writes an entry's file, replacing the previous one atomically.
  ///
  /// - Parameter entry: The entry to write.
  func write(_ entry: CacheEntryFile) {
    // Paths as strings: building `URL`s costs more than the write itself.
    let destination = url.path + "/" + Self.fileName(for: entry.key)
    let temporary = destination + "." + UUID().uuidString + Self.temporarySuffix
    if let problem = Self.writeForOwnerOnly(entry.encoded, toPath: temporary) {
      report(
        .persistenceFailed(URL(fileURLWithPath: temporary), reason: problem),
        about: URL(fileURLWithPath: destination))
      unlink(temporary)
      return
    }
    // rename(2) replaces the destination atomically; FileManager offers no call that does so
    // on every platform.
    guard rename(temporary, destination) == 0 else {
      let reason = FileProblem.text(forErrorNumber: errno)
      unlink(temporary)
      let file = URL(fileURLWithPath: destination)
      report(.persistenceFailed(file, reason: reason), about: file)
      return
    }
  }

  /// Writes a new file that only its owner may read or write (0600), so that no other user
  /// reads what the cache keeps, not even while it is being written.
  ///
  /// - Returns: What went wrong, in plain words, or `nil` when the file was written whole.
  private static func writeForOwnerOnly(_ data: Data, toPath path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return FileProblem.text(forErrorNumber: errno) }
    defer { close(descriptor) }
    return data.withUnsafeBytes { buffer -> String? in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(
          descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if written < 0 {
          guard errno == EINTR else { return FileProblem.text(forErrorNumber: errno) }
          continue
        }
        offset += written
      }
      return nil
    }
  }

  /// Deletes a key's entry file, if there is one.
  ///
  /// - Parameter key: The namespaced key.
  func removeFile(for key: CacheKey) {
    let path = url.path + "/" + Self.fileName(for: key)
    guard unlink(path) != 0 else { return }
    let number = errno
    // Already gone, perhaps removed by another process sharing the folder.
    guard number != ENOENT else { return }
    let file = URL(fileURLWithPath: path)
    report(
      .persistenceFailed(file, reason: FileProblem.text(forErrorNumber: number)), about: file)
  }

  private func decode(
    _ bytes: [UInt8],
    named name: String,
    atPath path: String
  ) -> CacheEntryFile? {
    do throws(CacheWarning.DiscardReason) {
      let entry = try CacheEntryFile(decoding: bytes)
      guard Self.fileName(for: entry.key) == name else {
        throw .corrupt("its name does not match the key it holds")
      }
      return entry
    } catch {
      discard(URL(fileURLWithPath: path), because: error)
      return nil
    }
  }

  private func discard(_ file: URL, because reason: CacheWarning.DiscardReason) {
    delete(file)
    report(.discardedFile(file, reason: reason), about: file)
  }

  private func delete(_ file: URL) {
    do {
      try FileManager.default.removeItem(at: file)
    } catch let error as CocoaError where error.code == .fileNoSuchFile {
      // Already gone, perhaps removed by another process sharing the folder.
    } catch {
      report(.persistenceFailed(file, reason: FileProblem.text(for: error)), about: file)
    }
  }

  private func report(_ warning: CacheWarning, about file: URL) {
    warnings.report(warning, about: file)
  }

  private static func isEntryFileName(_ name: String) -> Bool {
    name.utf8.count == hashLength + entrySuffix.utf8.count && name.hasSuffix(entrySuffix)
      && isHash(name.prefix(hashLength))
  }

  private static func isTemporaryFileName(_ name: String) -> Bool {
    name.hasSuffix(temporarySuffix) && name.dropFirst(hashLength).hasPrefix(entrySuffix + ".")
      && isHash(name.prefix(hashLength))
  }

  private static func isHash(_ text: Substring) -> Bool {
    text.utf8.count == hashLength
      && text.utf8.allSatisfy { digit in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(digit)
      }
  }
}
