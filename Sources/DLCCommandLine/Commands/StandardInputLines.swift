import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input a line at a time, as bytes: what a pipe gives the interactive session, so that
/// a line that is not UTF-8 is told rather than decoded with replacement characters (as
/// `readLine()` does) into a command nobody typed.
final class StandardInputLines: Sendable {
  private struct State {
    var buffer: [UInt8] = []
    /// How far the buffer is known to hold no `\n`.
    var scanned = 0
    var isAtEnd = false
  }

  /// How many bytes a read asks for.
  private static let chunkSize = 1 << 16

  /// Read by one thread at a time; the lock is what lets the reader change threads.
  private let state = Mutex(State())

  /// The next line without its line break (`\n` or `\r\n`), waiting until it has come whole;
  /// `nil` at the end of the input.
  func next() -> [UInt8]? {
    state.withLock { state in
      while true {
        if let end = ScriptLineIterator.firstLineEnd(in: state.buffer, from: state.scanned) {
          var line = Array(state.buffer[..<end])
          state.buffer.removeSubrange(...end)
          state.scanned = 0
          if line.last == 0x0D {
            line.removeLast()
          }
          return line
        }
        state.scanned = state.buffer.count
        if state.isAtEnd {
          guard !state.buffer.isEmpty else { return nil }
          defer { state.buffer = [] }
          return state.buffer
        }
        Self.read(into: &state)
      }
    }
  }

  private static func read(into state: inout State) {
    let start = state.buffer.count
    state.buffer.append(contentsOf: repeatElement(0, count: chunkSize))
    var count = 0
    repeat {
      count = state.buffer.withUnsafeMutableBytes { bytes in
        guard let base = bytes.baseAddress else { return -1 }
        return Glibc.read(STDIN_FILENO, base + start, chunkSize)
      }
    } while count < 0 && errno == EINTR
    state.buffer.removeLast(chunkSize - max(count, 0))
    state.isAtEnd = count <= 0
  }
}
