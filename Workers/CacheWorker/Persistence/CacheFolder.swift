import Dispatch
import Foundation
import Synchronization

/// The folder a cache keeps its entries in, one file per entry.
///
/// A file is named after a hash of its namespaced key, so a key always lands in the same file
/// and a write replaces the previous one. Writes go whole to a temporary file in the folder,
/// which then takes the entry file's place in one atomic exchange or rename, so an entry file
/// is never seen half-written. The replaced file is reused for the next write rather than
/// deleted; a process that opened it just before it was replaced may read a mix of two
/// entries, which fails the file's checksum and makes it read the file again, never take the
/// mix for an entry. When two processes write the same key, the later exchange wins. Nothing
/// is flushed to disk explicitly: after a power loss an entry file may be empty, truncated or
/// mixed, and it is then discarded.
///
/// A temporary file names the process that writes it, and is deleted as a leftover only once
/// that process has ended. Files whose names are not those of entries or of their temporary
/// files are left alone, and so is anything so named that cannot be read or is a folder: it is
/// reported, never deleted. The folder is created readable by its owner only (0700), and an
/// existing folder others may read or write is tightened to that; every entry file is written
/// for its owner only (0600). Each file is warned about at most once per ``CacheFolder``, so
/// once per start of the cache.
///
/// The folder may be shared with, or prepared by, someone hostile, so an entry is read only
/// from a regular file that this process's user owns, is no larger than
/// ``maximumEntryFileSize``, and is not a symbolic link; it is opened without waiting (a FIFO
/// by an entry's name cannot stall the cache) and checked with `fstat` on the open file before
/// a byte is read. Anything else is warned about and skipped, never read, followed or deleted.
/// The spare temporary file is reopened under the same rules.
struct CacheFolder: Sendable {
  private static let entrySuffix = ".entry"
  private static let temporarySuffix = ".tmp"
  private static let hashLength = 16

  /// The largest entry file read: a larger one cannot have been written for any cache that
  /// fits in memory, and reading it would stall or exhaust the process.
  static let maximumEntryFileSize = 64 << 20

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
    tightenFolder(atPath: folderPath)
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
    defer { closedir(directory) }
    // Files are opened relative to the open folder, which spares the system walking the
    // folder's path again for every file.
    let folder = Folder(path: folderPath, descriptor: dirfd(directory))
    // The files are read in as many slices as there are processors: most of the time goes to
    // system calls, which run side by side.
    let sliceCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount, names.count / 256))
    let slices = Mutex([[LoadedEntry]](repeating: [], count: sliceCount))
    let found = names
    DispatchQueue.concurrentPerform(iterations: sliceCount) { slice in
      let range = (found.count * slice / sliceCount)..<(found.count * (slice + 1) / sliceCount)
      let loaded = found[range].compactMap { load($0, in: folder, now: now) }
      slices.withLock { $0[slice] = loaded }
    }
    return slices.withLock { $0.joined() }
      .sorted { ($0.written, $0.name) < ($1.written, $1.name) }.map(\.entry)
  }

  /// Takes away what others may do with an existing folder of this user's, which an older
  /// version or another program may have created readable or writable by everyone: an entry
  /// another user can write is an answer they choose.
  private func tightenFolder(atPath path: String) {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & 0o077 != 0 else { return }
    guard status.st_uid == geteuid(), chmod(path, 0o700) == 0 else {
      let reason =
        status.st_uid == geteuid()
        ? FileProblem.text(forErrorNumber: errno) : "it belongs to another user"
      report(
        .persistenceFailed(
          url,
          reason: "others may read or write the folder, and it cannot be closed to them: "
            + reason), about: url)
      return
    }
  }

  /// An entry read from its file, with when the file was last written.
  private struct LoadedEntry {
    var entry: CacheEntryFile
    var written: Double
    var name: String
  }

  /// Reads one file of the folder; reports, deletes or skips it if it holds no usable entry.
  /// The folder being read: its path for reports, its descriptor to open files in it.
  private struct Folder: Sendable {
    var path: String
    var descriptor: Int32
  }

  private func load(_ name: String, in folder: Folder, now: Date) -> LoadedEntry? {
    let path = folder.path + "/" + name
    let contents: FileContents
    if Self.isTemporaryFileName(name) {
      if let writer = Self.writingProcess(ofTemporaryFileName: name), Self.isRunning(writer) {
        // Being written, or kept for the next write, by a cache that is running.
        return nil
      }
      var status = stat()
      let isFolder = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
      guard isFolder else {
        discard(URL(fileURLWithPath: path), because: .leftoverTemporaryFile)
        return nil
      }
      contents = .folder
    } else {
      contents = Self.readFile(named: name, in: folder.descriptor)
    }
    return load(contents, name: name, in: folder, now: now, mayReadAgain: true)
  }

  /// Decodes what reading one file gave; reports, deletes or skips it if it holds no entry.
  private func load(
    _ contents: FileContents,
    name: String,
    in folder: Folder,
    now: Date,
    mayReadAgain: Bool
  ) -> LoadedEntry? {
    let path = folder.path + "/" + name
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
    case .bytes(let bytes, let written, let file):
      let entry: CacheEntryFile
      switch Self.decode(bytes, named: name) {
      case .success(let decoded):
        entry = decoded
      case .failure(let reason):
        guard Self.identity(ofPath: path) == file else {
          // Replaced while it was read (a writer reuses the file it replaces): the bytes mixed
          // two entries. The new file is read once more; one still changing is its writer's.
          guard mayReadAgain else { return nil }
          return load(
            Self.readFile(named: name, in: folder.descriptor), name: name, in: folder, now: now,
            mayReadAgain: false)
        }
        discard(URL(fileURLWithPath: path), because: reason)
        return nil
      }
      if let expiry = entry.expiry, expiry <= now {
        delete(URL(fileURLWithPath: path))
        return nil
      }
      return LoadedEntry(entry: entry, written: written, name: name)
    }
  }

  /// What reading one file gave.
  private enum FileContents {
    case bytes([UInt8], written: Double, file: FileIdentity)
    case folder
    case unreadable(String)
  }

  /// Reads a whole file of a folder, and when it was last written, in seconds since 1970.
  ///
  /// The file is opened without following a link or waiting for a writer, and checked on the
  /// open descriptor (so it cannot be swapped after the check): it must be a regular file of
  /// this user's, no larger than ``maximumEntryFileSize``.
  private static func readFile(named name: String, in folder: Int32) -> FileContents {
    let descriptor = openat(folder, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else {
      guard errno != ELOOP else {
        return .unreadable("it is a symbolic link, which is not followed")
      }
      return .unreadable(FileProblem.text(forErrorNumber: errno))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .unreadable(FileProblem.text(forErrorNumber: errno))
    }
    guard status.st_mode & S_IFMT != S_IFDIR else { return .folder }
    if let problem = problem(with: status) {
      return .unreadable(problem)
    }
    #if os(Linux)
      let modified = status.st_mtim
    #else
      let modified = status.st_mtimespec
    #endif
    let written = Double(modified.tv_sec) + Double(modified.tv_nsec) / 1e9
    let file = FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
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
    return .bytes(bytes, written: written, file: file)
  }

  /// Why a file, as `fstat` describes it, is not one the cache reads or writes, or `nil` when it
  /// is: a regular file of this user's within the size limit.
  private static func problem(with status: stat) -> String? {
    guard status.st_mode & S_IFMT == S_IFREG else { return "it is not a regular file" }
    guard status.st_uid == geteuid() else { return "it belongs to another user" }
    guard status.st_size <= maximumEntryFileSize else {
      return "it is larger than \(maximumEntryFileSize >> 20) MB, more than any entry"
    }
    return nil
  }

  /// Whether a path names a regular file itself, not a folder or a link.
  private static func isRegularFile(atPath path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  /// Which file a path names now, or `nil` if it names none.
  private static func identity(ofPath path: String) -> FileIdentity? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
  }

  /// Writes an entry's file, replacing the previous one atomically.
  ///
  /// The entry is written whole into a temporary file, which then swaps places with the entry
  /// file in one atomic exchange (`renameat2` with `RENAME_EXCHANGE`). The temporary name then
  /// holds the replaced file, which the next write fills in place: a cache that keeps replacing
  /// its entries creates and deletes no file, and on ext4 creating a file costs most of a write
  /// once many files were deleted recently (the allocator steps over every inode freed in the
  /// last moments). Where the exchange is not supported, or the key has no file yet, the
  /// temporary file is renamed into place instead.
  ///
  /// - Parameters:
  ///   - entry: The entry to write.
  ///   - spare: The temporary file to write into, as the previous write left it, or `nil` to
  ///     create one; on return, the file the next write may fill, if any.
  func write(_ entry: CacheEntryFile, reusing spare: inout String?) {
    // Paths as strings: building `URL`s costs more than the write itself.
    let destination = url.path + "/" + Self.fileName(for: entry.key)
    let temporary: String
    if let reused = spare, Self.overwrite(atPath: reused, with: entry.encoded) == nil {
      temporary = reused
    } else {
      if let stale = spare {
        // Gone or unwritable, perhaps removed by another process that opened the folder.
        unlink(stale)
      }
      spare = nil
      // The writing process's number, so that a start of the cache elsewhere leaves the file
      // alone while that process runs.
      temporary =
        destination + ".\(getpid())-" + UUID().uuidString + Self.temporarySuffix
      if let problem = Self.writeForOwnerOnly(entry.encoded, toPath: temporary) {
        report(
          .persistenceFailed(URL(fileURLWithPath: temporary), reason: problem),
          about: URL(fileURLWithPath: destination))
        unlink(temporary)
        return
      }
    }
    if FileExchange.exchange(temporary, destination) {
      if Self.isRegularFile(atPath: temporary) {
        spare = temporary
        return
      }
      // The entry's name held something the cache never wrote, such as a folder: it goes
      // back where it was, and the rename below reports why the entry cannot be written.
      _ = FileExchange.exchange(temporary, destination)
    }
    spare = nil
    renameIntoPlace(temporary, destination)
  }

  /// Renames a written temporary file over an entry file, or reports why it cannot.
  private func renameIntoPlace(_ temporary: String, _ destination: String) {
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
    return write(data, to: descriptor)
  }

  /// Replaces the contents of an existing temporary file in place.
  ///
  /// The file is cut to the new length after writing rather than emptied first: ext4 writes a
  /// file emptied by truncation out to the disk at once, which would cost as much as creating
  /// a new one.
  ///
  /// - Returns: What went wrong, in plain words, or `nil` when the file holds the data.
  private static func overwrite(atPath path: String, with data: Data) -> String? {
    // A link or a FIFO put where the spare was is not written through, nor waited on.
    let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return FileProblem.text(forErrorNumber: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return FileProblem.text(forErrorNumber: errno) }
    if let problem = problem(with: status) {
      return problem
    }
    if let problem = write(data, to: descriptor) {
      return problem
    }
    guard ftruncate(descriptor, off_t(data.count)) == 0 else {
      return FileProblem.text(forErrorNumber: errno)
    }
    return nil
  }

  /// Writes all of `data` from the descriptor's position, retrying interrupted writes.
  private static func write(_ data: Data, to descriptor: Int32) -> String? {
    data.withUnsafeBytes { buffer -> String? in
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

  private static func decode(
    _ bytes: [UInt8],
    named name: String
  ) -> Result<CacheEntryFile, CacheWarning.DiscardReason> {
    do throws(CacheWarning.DiscardReason) {
      let entry = try CacheEntryFile(decoding: bytes)
      guard fileName(for: entry.key) == name else {
        throw .corrupt("its name does not match the key it holds")
      }
      return .success(entry)
    } catch {
      return .failure(error)
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

  /// The process that names itself in a temporary file's name, if it does.
  private static func writingProcess(ofTemporaryFileName name: String) -> pid_t? {
    let afterSuffix = name.dropFirst(hashLength + entrySuffix.utf8.count + 1)
    guard let dash = afterSuffix.firstIndex(of: "-") else { return nil }
    return pid_t(afterSuffix[..<dash])
  }

  /// Whether a process runs, this one included; one that may not be signalled runs too.
  private static func isRunning(_ process: pid_t) -> Bool {
    process == getpid() || kill(process, 0) == 0 || errno == EPERM
  }

  private static func isHash(_ text: Substring) -> Bool {
    text.utf8.count == hashLength
      && text.utf8.allSatisfy { digit in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(digit)
      }
  }
}
