import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A script that can be read only once (a pipe, a FIFO, standard input, a device), copied into a
/// temporary file so that it can be checked whole and then run.
///
/// A regular file is read twice from its path, once to check it and once to run it; a pipe gives
/// its bytes to the first reader only, so a second pass over it would run nothing and pass. The
/// copy is written to disk a chunk at a time, never held in memory, and is unlinked as soon as
/// it is created: it disappears with the process however the process ends.
final class ScriptSpool: Sendable {
  /// The most a copy holds, far beyond any script people write or generate: a source that
  /// never ends (`/dev/zero`, `yes |`) is refused once it has given this much, instead of
  /// filling the temporary folder for good.
  static let largestCopy = 256 << 20

  /// The descriptor of the unlinked copy, read with `pread` so that every pass has its own
  /// offset.
  let descriptor: Int32

  /// Copies everything that can be read from `source` into a new unlinked temporary file.
  ///
  /// - Parameters:
  ///   - source: An open descriptor, read to its end; the caller closes it.
  ///   - largest: The most it copies before it refuses the source.
  /// - Throws: A ``FileChunks/ReadFailure`` when the source cannot be read or the copy written,
  ///   or gives more than `largest` bytes.
  init(copying source: Int32, largest: Int = largestCopy) throws(FileChunks.ReadFailure) {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/dlc-script-XXXXXX").utf8CString)
    let copy = template.withUnsafeMutableBufferPointer { name -> Int32 in
      guard let base = name.baseAddress else { return -1 }
      let descriptor = mkstemp(base)
      if descriptor >= 0 {
        unlink(base)
      }
      return descriptor
    }
    guard copy >= 0 else { throw FileChunks.ReadFailure.fromErrno() }
    descriptor = copy
    var chunk = [UInt8](repeating: 0, count: FileChunks.chunkSize)
    var copied = 0
    while true {
      let count = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw FileChunks.ReadFailure.fromErrno() }
      if count == 0 { return }
      copied += count
      guard copied <= largest else {
        throw FileChunks.ReadFailure(
          description: "it gives more than \(largest >> 20) MiB, the most read from a pipe or "
            + "device, or from standard input")
      }
      var written = 0
      while written < count {
        let done = chunk.withUnsafeBytes {
          write(copy, $0.baseAddress.map { $0 + written }, count - written)
        }
        if done < 0, errno == EINTR { continue }
        guard done > 0 else { throw FileChunks.ReadFailure.fromErrno() }
        written += done
      }
    }
  }

  deinit {
    close(descriptor)
  }
}
