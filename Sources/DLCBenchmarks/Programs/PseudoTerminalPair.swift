import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal: one end for a program to run on, as on a person's terminal, and one end
/// for the benchmark to read what the program draws.
final class PseudoTerminalPair {
  /// The end the program gets as its standard streams.
  private(set) var programEnd: Int32
  /// The benchmark's end.
  private let readerEnd: Int32

  /// Why a pseudo-terminal could not be opened.
  struct Failure: Error {
    var errorNumber: Int32
  }

  /// Opens a pseudo-terminal.
  init() throws(Failure) {
    // Glibc's module leaves the pseudo-terminal functions out (they need _XOPEN_SOURCE), so
    // they are looked up in the C library by name.
    guard let open = Self.function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self),
      let grant = Self.function("grantpt", as: (@convention(c) (Int32) -> Int32).self),
      let unlock = Self.function("unlockpt", as: (@convention(c) (Int32) -> Int32).self),
      let nameOf = Self.function(
        "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    else {
      throw Failure(errorNumber: ENOSYS)
    }
    readerEnd = open(O_RDWR | O_NOCTTY)
    guard readerEnd >= 0 else { throw Failure(errorNumber: errno) }
    guard grant(readerEnd) == 0, unlock(readerEnd) == 0, let name = nameOf(readerEnd) else {
      close(readerEnd)
      throw Failure(errorNumber: errno)
    }
    programEnd = Glibc.open(name, O_RDWR | O_NOCTTY)
    guard programEnd >= 0 else {
      close(readerEnd)
      throw Failure(errorNumber: errno)
    }
  }

  deinit {
    closeProgramEnd()
    close(readerEnd)
  }

  /// Closes this process's copy of the program's end, once the program holds its own.
  func closeProgramEnd() {
    if programEnd >= 0 {
      close(programEnd)
      programEnd = -1
    }
  }

  /// Reads what the program draws until `text` appears, or until the program has closed the
  /// terminal when `text` is `nil`.
  ///
  /// - Returns: Whether the text appeared (always `true` for `nil` once the program is gone);
  ///   `false` when the program stopped or drew nothing for ten seconds first.
  func read(until text: [UInt8]?) -> Bool {
    var drawn: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var poller = pollfd(fd: readerEnd, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 10_000) > 0 else { return false }
      let count = Glibc.read(readerEnd, &buffer, buffer.count)
      guard count > 0 else {
        // Linux reports the other end closed by every process as an error, EIO.
        return text == nil
      }
      guard let text else { continue }
      drawn += buffer[..<count]
      if drawn.count >= text.count, Self.contains(text, in: drawn) {
        return true
      }
    }
  }

  private static func contains(_ text: [UInt8], in bytes: [UInt8]) -> Bool {
    guard !text.isEmpty else { return true }
    return bytes.indices.dropLast(text.count - 1).contains { start in
      bytes[start..<start + text.count].elementsEqual(text)
    }
  }

  private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(symbol, to: type)
  }
}
