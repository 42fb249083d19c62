import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A cache folder made as someone hostile would leave it for Atlas: open to everyone, with a
/// FIFO, a symbolic link, a sparse 64 GiB file and garbage by the names of entries.
enum HostileCacheFolder {
  /// Makes a fresh hostile folder under the temporary folder.
  ///
  /// - Parameter number: Tells the folder apart from the run's others.
  /// - Returns: The folder; the caller removes it.
  static func make(_ number: Int) -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DLCFuzz-cache-\(getpid())-\(number)", isDirectory: true)
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    chmod(folder.path, 0o777)
    func entry(_ index: Int) -> String {
      folder.appendingPathComponent(String(format: "%016llx.entry", UInt64(index) &* 0x9E37_79B9))
        .path
    }
    mkfifo(entry(1), 0o666)
    symlink("/etc/passwd", entry(2))
    let sparse = open(entry(3), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    if sparse >= 0 {
      ftruncate(sparse, off_t(64) << 30)
      close(sparse)
    }
    _ = FileManager.default.createFile(
      atPath: entry(4), contents: Data(repeating: 0xFF, count: 300))
    try? FileManager.default.createDirectory(
      atPath: entry(5), withIntermediateDirectories: true)
    symlink(entry(1), entry(6) + ".\(getpid())-spare.tmp")
    return folder
  }
}
