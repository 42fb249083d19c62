#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file read a chunk at a time, so that reading it whole never needs its size in memory.
///
/// The file is opened at the first read and closed once it is read to its end or freed.
final class FileChunks {
  /// Why the file could not be read, as the system says it.
  struct ReadFailure: Error, CustomStringConvertible {
    var description: String

    /// The failure `errno` names now.
    static func fromErrno() -> ReadFailure {
      ReadFailure(description: String(cString: strerror(errno)))
    }
  }

  /// How many bytes a read asks for.
  static let chunkSize = 1 << 16

  private let path: String?
  /// A copy read from its start by every pass, with an offset of its own.
  private let spool: ScriptSpool?
  private var offset: off_t = 0
  private var descriptor: Int32 = -1
  private var isFinished = false
  /// The room each read fills, made once.
  private var chunk = [UInt8](repeating: 0, count: FileChunks.chunkSize)

  /// A file to read.
  ///
  /// - Parameter path: The file's path.
  init(path: String) {
    self.path = path
    spool = nil
  }

  /// A copy of a script that could be read only once, read from its start.
  ///
  /// - Parameter spool: The copy.
  init(spool: ScriptSpool) {
    path = nil
    self.spool = spool
  }

  deinit {
    if descriptor >= 0, spool == nil {
      close(descriptor)
    }
  }

  /// Appends the next chunk of the file to `buffer`.
  ///
  /// - Returns: Whether the file may have more after it: `false` once its end is reached.
  func append(to buffer: inout [UInt8]) -> Result<Bool, ReadFailure> {
    guard !isFinished else { return .success(false) }
    if descriptor < 0 {
      if let spool {
        descriptor = spool.descriptor
      } else if let path {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.fromErrno()) }
      }
    }
    var count: Int
    repeat {
      count = chunk.withUnsafeMutableBytes { room in
        guard spool != nil else { return read(descriptor, room.baseAddress, room.count) }
        return pread(descriptor, room.baseAddress, room.count, offset)
      }
    } while count < 0 && errno == EINTR
    if count > 0 {
      // Appended from a buffer pointer, which copies with memcpy even in a debug build.
      chunk.withUnsafeBufferPointer {
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count]))
      }
    }
    guard count >= 0 else { return .failure(.fromErrno()) }
    offset += off_t(count)
    if count == 0 {
      isFinished = true
      if spool == nil {
        close(descriptor)
      }
      descriptor = -1
    }
    return .success(count > 0)
  }
}
