import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal settings to put back, for the signal handlers: a signal handler may only read
/// plain memory, and this value is written before any handler that reads it is installed.
private nonisolated(unsafe) var savedSettings = termios()

/// The raw settings, for the handler of SIGCONT, written like ``savedSettings``.
private nonisolated(unsafe) var rawSettings = termios()

/// Whether the terminal was asked to mark pastes, so a signal handler asks it to stop, written
/// like ``savedSettings``.
private nonisolated(unsafe) var marksPastes = false

/// What asks a terminal to mark a paste's start and end, and what asks it to stop.
private let markingPastes: StaticString = "\u{1B}[?2004h"
private let notMarkingPastes: StaticString = "\u{1B}[?2004l"

/// Writes a sequence to the terminal, as a signal handler may: one `write`, nothing allocated.
private func send(_ sequence: StaticString) {
  _ = write(STDOUT_FILENO, sequence.utf8Start, sequence.utf8CodeUnitCount)
}

/// Whether raw mode or held input has changed the terminal's settings, for a process that ends
/// from outside the main actor to put them back.
private let isAltered = Atomic<Bool>(false)

/// Puts the terminal's settings back if raw mode or held input changed them, for a process
/// about to end from a thread other than the main one (``CommandWatchdog``), where no signal
/// handler would.
func restoreTerminalBeforeExit() {
  if isAltered.load(ordering: .acquiring) {
    restoreSettings()
  }
}

/// Puts the terminal's settings back, and its pastes unmarked.
private func restoreSettings() {
  if marksPastes {
    send(notMarkingPastes)
  }
  var settings = savedSettings
  tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
}

/// What each signal did before raw mode took it over, by signal number, so that a signal that
/// ends the process does what it would have done (the runtime's crash report included). Written
/// before the handlers that read it are installed, and only while none is; never freed.
private nonisolated(unsafe) let previousActions = UnsafeMutablePointer<sigaction>.allocate(
  capacity: 65)

/// Every signal whose default action ends the process, so none leaves the terminal raw.
private let endingSignals: [Int32] = [
  SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
  SIGXCPU, SIGXFSZ, SIGPOLL, SIGPWR, SIGSYS, SIGSTKFLT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE,
  SIGTRAP,
]

/// Puts the terminal back the way it was and lets the signal do what it would have done.
private func restoreAndResignal(_ signalNumber: Int32) {
  restoreSettings()
  sigaction(signalNumber, previousActions + Int(signalNumber), nil)
  raise(signalNumber)
}

/// Puts the terminal back and stops, as SIGTSTP from elsewhere (`kill -TSTP`) asks.
private func restoreAndStop(_: Int32) {
  restoreSettings()
  signal(SIGTSTP, SIG_DFL)
  raise(SIGTSTP)
}

/// Goes raw again when the process is continued, and is ready to stop again.
private func reenterRaw(_: Int32) {
  var settings = rawSettings
  tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
  if marksPastes {
    send(markingPastes)
  }
  install(restoreAndStop, for: SIGTSTP, restarting: true)
}

/// Installs a handler; without `restarting`, a read it interrupts fails with EINTR, so the line
/// editor can draw its line again.
private func install(
  _ handler: @convention(c) (Int32) -> Void, for signalNumber: Int32, restarting: Bool
) {
  var action = sigaction()
  action.__sigaction_handler.sa_handler = handler
  action.sa_flags = restarting ? SA_RESTART : 0
  sigemptyset(&action.sa_mask)
  sigaction(signalNumber, &action, nil)
}

/// The terminal in raw mode while a line is edited: each key arrives as it is pressed, nothing
/// is echoed, Ctrl-C and Ctrl-Z arrive as keys, and a paste comes marked as one (bracketed
/// paste), so that what it holds is text, not keys. The original settings come back on every
/// way out: ``restore()``, and every signal that ends the process (SIGTERM, SIGPIPE when the
/// output's reader has gone, SIGUSR1, SIGALRM, a crash…). SIGTSTP from elsewhere restores them
/// before the process stops, and SIGCONT goes raw again.
@MainActor
final class TerminalMode {
  private let original: termios
  private var isRaw = false
  /// Whether input is held between the lines of a paste (``holdInput()``): the handlers and
  /// the paste marking are still in place.
  private var isHolding = false

  /// Reads the terminal's settings; `nil` when standard input is not a terminal.
  init?() {
    var settings = termios()
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
    original = settings
  }

  /// Switches to raw mode.
  func enterRaw() {
    guard !isRaw else { return }
    guard !isHolding else {
      var raw = rawSettings
      tcsetattr(STDIN_FILENO, TCSADRAIN, &raw)
      isHolding = false
      isRaw = true
      return
    }
    savedSettings = original
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
    rawSettings = raw
    // Only a terminal that shows the output reads the request; a file would keep it.
    marksPastes = isatty(STDOUT_FILENO) == 1
    for signalNumber in endingSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = restoreAndResignal
      action.sa_flags = SA_RESTART
      sigemptyset(&action.sa_mask)
      sigaction(signalNumber, &action, previousActions + Int(signalNumber))
      if Self.isIgnoring(previousActions[Int(signalNumber)]) {
        // Ignored by whoever started the process (`nohup` ignores SIGHUP): it ends nothing,
        // and stays ignored.
        sigaction(signalNumber, previousActions + Int(signalNumber), nil)
      }
    }
    install(restoreAndStop, for: SIGTSTP, restarting: true)
    install(reenterRaw, for: SIGCONT, restarting: false)
    // TCSADRAIN, not TCSAFLUSH: keys typed while the last command ran are kept for this line.
    tcsetattr(STDIN_FILENO, TCSADRAIN, &raw)
    if marksPastes {
      send(markingPastes)
    }
    isAltered.store(true, ordering: .releasing)
    isRaw = true
  }

  /// Whether an action ignores its signal.
  private static func isIgnoring(_ action: sigaction) -> Bool {
    guard let handler = action.__sigaction_handler.sa_handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Between the lines of a paste still arriving: what a line prints shows as usual, but what
  /// comes in is neither echoed nor taken as a signal key or a line edit, so that the rest of
  /// the paste is still text when the next line is read. Pasted Ctrl-C, read in the normal
  /// settings, would end the program.
  func holdInput() {
    guard isRaw else { return }
    var settings = rawSettings
    settings.c_oflag = original.c_oflag
    tcsetattr(STDIN_FILENO, TCSADRAIN, &settings)
    isRaw = false
    isHolding = true
  }

  /// Puts the original settings back, and the signals' own handling.
  func restore() {
    guard isRaw || isHolding else { return }
    var settings = original
    // Restored first: a signal that comes before its handler is put back restores them again.
    // Keys waiting to be read are kept, for the next line or for whoever reads after.
    tcsetattr(STDIN_FILENO, TCSADRAIN, &settings)
    if marksPastes {
      send(notMarkingPastes)
    }
    signal(SIGCONT, SIG_DFL)
    signal(SIGTSTP, SIG_DFL)
    for signalNumber in endingSignals {
      sigaction(signalNumber, previousActions + Int(signalNumber), nil)
    }
    isAltered.store(false, ordering: .releasing)
    isRaw = false
    isHolding = false
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
