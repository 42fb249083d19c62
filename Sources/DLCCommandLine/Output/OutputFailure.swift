import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The first failure to write standard output in a run (a full disk, a file size limit, a
/// reader that has gone), kept so that the run ends with a failure that says so instead of a
/// success whose output was cut short.
final class OutputFailure: Sendable {
  /// The `errno` of the first failed write; 0 while none has failed.
  private let code = Atomic<Int32>(0)

  /// Why standard output could not be written, as the system says it; `nil` while it could.
  var reason: String? {
    let code = code.load(ordering: .acquiring)
    return code == 0 ? nil : String(cString: strerror(code))
  }

  /// Writes every byte to a descriptor, through interrupted and partial writes.
  ///
  /// - Parameters:
  ///   - bytes: What to write.
  ///   - descriptor: Where.
  /// - Returns: Whether every byte was written; the first failure is kept.
  @discardableResult
  func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Bool {
    let written = Array(bytes).withUnsafeBytes { buffer -> Int32 in
      var offset = 0
      while offset < buffer.count {
        let count = Self.systemWrite(
          descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += count
      }
      return 0
    }
    guard written == 0 else {
      _ = code.compareExchange(expected: 0, desired: written, ordering: .acquiringAndReleasing)
      return false
    }
    return true
  }

  #if canImport(Glibc)
    private static let systemWrite = Glibc.write
  #elseif canImport(Darwin)
    private static let systemWrite = Darwin.write
  #endif
}
