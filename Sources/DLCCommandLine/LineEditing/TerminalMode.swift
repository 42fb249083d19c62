import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal settings to put back, for the signal handlers: a signal handler may only read
/// plain memory, and this value is written before any handler that reads it is installed.
private nonisolated(unsafe) var savedSettings = termios()

/// Puts the terminal back the way it was and lets the signal do what it would have done.
private func restoreAndResignal(_ signalNumber: Int32) {
  var settings = savedSettings
  tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
  signal(signalNumber, SIG_DFL)
  raise(signalNumber)
}

/// The terminal in raw mode while a line is edited: each key arrives as it is pressed, nothing
/// is echoed, and Ctrl-C and Ctrl-Z arrive as keys. The original settings come back on every
/// way out: ``restore()``, and SIGTERM, SIGHUP, SIGQUIT and SIGINT from elsewhere.
@MainActor
final class TerminalMode {
  private let original: termios
  private var isRaw = false

  /// Reads the terminal's settings; `nil` when standard input is not a terminal.
  init?() {
    var settings = termios()
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
    original = settings
  }

  /// Switches to raw mode.
  func enterRaw() {
    guard !isRaw else { return }
    savedSettings = original
    for signalNumber in [SIGTERM, SIGHUP, SIGQUIT, SIGINT] {
      signal(signalNumber, restoreAndResignal)
    }
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutablePointer(to: &raw.c_cc) { pointer in
      pointer.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { controls in
        controls[Int(VMIN)] = 1
        controls[Int(VTIME)] = 0
      }
    }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    isRaw = true
  }

  /// Puts the original settings back, and the signals' own handling.
  func restore() {
    guard isRaw else { return }
    var settings = original
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    for signalNumber in [SIGTERM, SIGHUP, SIGQUIT, SIGINT] {
      signal(signalNumber, SIG_DFL)
    }
    isRaw = false
  }

  /// Stops the process as Ctrl-Z would, with the terminal restored, and goes raw again when
  /// the process is continued.
  func suspend() {
    restore()
    raise(SIGTSTP)
    enterRaw()
  }

  isolated deinit {
    restore()
  }
}
