import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Standard input a line at a time, as bytes: what a pipe gives the interactive session, so that
/// a line that is not UTF-8 is told rather than decoded with replacement characters (as
/// `readLine()` does) into a command nobody typed.
final class StandardInputLines: Sendable {
  private struct State {
    var buffer: [UInt8] = []
    /// Where the next line starts: the bytes before it are lines handed out, dropped at the
    /// next read rather than after each line, which would move the rest every time.
    var start = 0
    /// How far the buffer is known to hold no `\n`.
    var scanned = 0
    var isAtEnd = false
  }

  /// How many bytes a read asks for.
  private static let chunkSize = 1 << 16

  private let descriptor: Int32
  /// Read by one thread at a time; the lock is what lets the reader change threads.
  private let state = Mutex(State())

  /// Lines of a descriptor.
  ///
  /// - Parameter descriptor: Where the bytes come from; standard input unless told otherwise.
  init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
  }

  /// The next line without its line break (`\n` or `\r\n`), waiting until it has come whole;
  /// `nil` at the end of the input, or once it cannot be read.
  func next() -> [UInt8]? {
    state.withLock { state in
      while true {
        let from = max(state.start, state.scanned)
        if let end = ScriptLineIterator.firstLineEnd(in: state.buffer, from: from) {
          var line = Array(state.buffer[state.start..<end])
          state.start = end + 1
          state.scanned = state.start
          if line.last == 0x0D {
            line.removeLast()
          }
          return line
        }
        state.scanned = state.buffer.count
        if state.isAtEnd {
          guard state.start < state.buffer.count else { return nil }
          defer { state.start = state.buffer.count }
          return Array(state.buffer[state.start...])
        }
        readMore(into: &state)
      }
    }
  }

  private func readMore(into state: inout State) {
    state.buffer.removeSubrange(..<state.start)
    state.scanned -= state.start
    state.start = 0
    let end = state.buffer.count
    state.buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
    var count = 0
    while true {
      count = state.buffer.withUnsafeMutableBytes { bytes in
        guard let base = bytes.baseAddress else { return -1 }
        return read(descriptor, base + end, Self.chunkSize)
      }
      guard count < 0 else { break }
      if errno == EINTR {
        continue
      }
      // A descriptor handed over non-blocking has nothing yet: wait for it, as a blocking one
      // would.
      if errno == EAGAIN || errno == EWOULDBLOCK {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, -1)
        continue
      }
      break
    }
    state.buffer.removeLast(Self.chunkSize - max(count, 0))
    state.isAtEnd = count <= 0
  }
}
