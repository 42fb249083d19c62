import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal: a program gets one end as its standard input, output and error, as at a
/// person's terminal; a fuzzer or a test types into the other end and reads what it draws.
package final class PseudoTerminalPair {
  /// The driving end, which never blocks.
  package let controller: Int32
  /// The program's end; -1 once ``closeTerminalEnd()`` has closed this process's copy.
  package private(set) var terminalEnd: Int32

  /// Opens a pair of 80 columns by 24 rows, or returns `nil` when the system has none to give.
  package init?() {
    // Glibc's module leaves the pseudo-terminal functions out (they need _XOPEN_SOURCE), so
    // they are looked up in the C library by name.
    guard let open = Self.function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self),
      let grant = Self.function("grantpt", as: (@convention(c) (Int32) -> Int32).self),
      let unlock = Self.function("unlockpt", as: (@convention(c) (Int32) -> Int32).self),
      let nameOf = Self.function(
        "ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)
    else { return nil }
    // Both ends are closed on exec: a program that another thread starts meanwhile (tests run
    // side by side) would otherwise hold this terminal open. A `Process` given an end still
    // gets it, as its standard streams. The name is read with `ptsname_r`: `ptsname`'s one
    // buffer is shared by every thread.
    controller = open(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard controller >= 0 else { return nil }
    var name = [CChar](repeating: 0, count: 128)
    guard grant(controller) == 0, unlock(controller) == 0,
      nameOf(controller, &name, name.count) == 0
    else {
      close(controller)
      return nil
    }
    terminalEnd = Glibc.open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard terminalEnd >= 0 else {
      close(controller)
      return nil
    }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(terminalEnd, UInt(TIOCSWINSZ), &size)
    _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    close(controller)
    closeTerminalEnd()
  }

  /// Closes this process's copy of the program's end, once the program holds its own: the
  /// driving end then reads an end of file when the program exits.
  package func closeTerminalEnd() {
    if terminalEnd >= 0 {
      close(terminalEnd)
      terminalEnd = -1
    }
  }

  /// Reads what the program draws until `text` appears, or until the program has closed the
  /// terminal when `text` is `nil`.
  ///
  /// - Parameters:
  ///   - text: What to wait for, or `nil` for the program's end.
  ///   - quietLimit: How long the program may draw nothing before the wait fails.
  /// - Returns: Whether the text appeared (for `nil`, whether the program closed the terminal);
  ///   `false` when the program drew nothing for `quietLimit` first.
  package func read(until text: [UInt8]?, quietLimit: Duration = .seconds(10)) -> Bool {
    let milliseconds = Int32(min(max(quietLimit / .milliseconds(1), 0), Double(Int32.max)))
    var drawn: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return false }
      let count = Glibc.read(controller, &buffer, buffer.count)
      if count < 0, errno == EAGAIN || errno == EINTR { continue }
      guard count > 0 else {
        // Linux reports the other end closed by every process as an error, EIO.
        return text == nil
      }
      guard let text else { continue }
      drawn += buffer[..<count]
      if drawn.count >= text.count, drawn.suffix(text.count + count).contains(text) {
        return true
      }
    }
  }

  /// A handle on the tool's end, for a `Process`'s standard streams.
  package var handle: FileHandle {
    FileHandle(fileDescriptor: terminalEnd, closeOnDealloc: false)
  }

  /// Writes what the terminal takes now of `bytes` from `offset`.
  ///
  /// - Returns: How many bytes it took; none when its buffer is full.
  package func write(_ bytes: [UInt8], from offset: Int) -> Int {
    let written = bytes.withUnsafeBytes {
      Glibc.write(controller, $0.baseAddress.map { $0 + offset }, bytes.count - offset)
    }
    return max(written, 0)
  }

  /// Reads everything the tool has drawn so far.
  ///
  /// - Returns: The bytes read.
  package func drain() -> [UInt8] {
    var drawn: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = Glibc.read(controller, &buffer, buffer.count)
      guard count > 0 else { return drawn }
      drawn += buffer[..<count]
    }
  }

  /// Whether the terminal echoes and reads by line, as a shell expects it after the tool.
  package var isCooked: Bool {
    var settings = termios()
    guard tcgetattr(terminalEnd, &settings) == 0 else { return false }
    return settings.c_lflag & tcflag_t(ECHO) != 0 && settings.c_lflag & tcflag_t(ICANON) != 0
  }

  private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(symbol, to: type)
  }
}
