import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads lines from a person at a terminal, with editing, history and Tab completion.
///
/// Keys: Left/Right, Home/End and Ctrl-A/Ctrl-E move; Backspace and Delete delete a character,
/// Ctrl-W the word before the cursor, Ctrl-U up to the cursor, Ctrl-K from it; Up and Down go
/// through the history; Tab completes the word before the cursor and, pressed again, lists the
/// candidates; Ctrl-C clears the line (on an empty line it says how to leave); Ctrl-D on an
/// empty line ends the input; Ctrl-L clears the screen; Ctrl-Z suspends.
@MainActor
final class LineEditor {
  /// What reading a line came to.
  enum Outcome: Equatable {
    /// A line, ended with Enter.
    case line(String)
    /// Ctrl-D on an empty line, or the terminal went away.
    case endOfInput
    /// The output's reader has gone (`dlc | head -3`) while whoever started the process
    /// ignores SIGPIPE, so that drawing fails instead of ending the process.
    case outputGone
  }

  /// The hint an empty line's Ctrl-C prints.
  static let leaveHint = "(to leave, type 'quit' or press Ctrl-D)"

  private(set) var history: LineHistory
  private let completer: any LineCompleting
  private let mode: TerminalMode
  private var decoder = KeyDecoder()
  /// Keys read after the Enter that ended the last line, kept for the next.
  private var typedAhead: [EditKey] = []
  /// Whether a drawing met an output with no reader: nothing can be shown any more.
  private var outputHasGone = false

  /// Creates an editor on the process's terminal; `nil` when standard input is not one.
  ///
  /// - Parameters:
  ///   - history: The lines typed before.
  ///   - completer: What Tab asks for candidates.
  init?(history: LineHistory, completer: any LineCompleting) {
    guard let mode = TerminalMode() else { return nil }
    self.history = history
    self.completer = completer
    self.mode = mode
  }

  /// Gives the terminal back as it was found, paste or no paste under way: for the end of the
  /// session.
  func finish() {
    mode.restore()
  }

  /// Adds a line to the history (and its file); the caller leaves out lines with secrets.
  ///
  /// - Parameter line: The line as typed.
  /// - Returns: Why the history file could not be written, if it could not.
  @discardableResult
  func remember(_ line: String) -> String? {
    history.add(line)
  }

  /// Forgets the keys that came after the last line's Enter and have not been read as lines
  /// yet: the rest of a paste, which Ctrl-C during one of its lines stops once the whole paste
  /// has arrived. A paste still arriving is left whole, as its Ctrl-C is text.
  ///
  /// - Returns: How many lines they held, a last one without its Enter included.
  func forgetTypedAhead() -> Int {
    guard !decoder.isPasting else { return 0 }
    let enters = typedAhead.count { $0 == .enter }
    let lines = enters + (typedAhead.last.map { $0 == .enter ? 0 : 1 } ?? 0)
    typedAhead = []
    return lines
  }

  /// Reads one line, the terminal raw while it is edited and restored before it returns.
  ///
  /// The main actor is free while no key has come: the application's own work (a clock that
  /// ticks, a store's change, an answer that arrives late) goes on at the prompt.
  ///
  /// - Parameters:
  ///   - prompt: What to show before the line; it may hold colour codes.
  ///   - drawing: The line as the screen may show it, a secret in it masked character for
  ///     character.
  /// - Returns: The line, or the end of the input.
  func readLine(
    prompt: String, drawing: @escaping @MainActor (String) -> String = { $0 }
  ) async -> Outcome {
    mode.enterRaw()
    defer {
      // A paste whose end has not been read yet goes on after this line: it must stay text
      // while the line runs.
      if decoder.isPasting {
        mode.holdInput()
      } else {
        mode.restore()
      }
    }
    var session = EditSession(
      prompt: prompt, historyEntries: history.entries, drawing: drawing)
    write(session.rendering(width: Self.columns()))
    // Keys read after the last line's Enter come first: a paste of several lines arrives in
    // one read, and each of its lines is a line.
    var keys = typedAhead
    typedAhead = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    // A paste arrives as many keys at once: the line is drawn once they are all applied and no
    // more are waiting, not once a key, which would make a long paste quadratic.
    var needsRedraw = false
    while true {
      guard !outputHasGone else { return .outputGone }
      for (index, key) in keys.enumerated() {
        switch session.handle(key, completer: completer) {
        case .redraw:
          needsRedraw = true
        case .print(let text):
          write("\r\n" + text.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n")
          write(session.rendering(width: Self.columns()))
          needsRedraw = false
        case .clearScreen:
          write("\u{1B}[H\u{1B}[2J" + session.rendering(width: Self.columns()))
          needsRedraw = false
        case .suspend:
          write("\r\n")
          mode.suspend()
          write(session.rendering(width: Self.columns()))
          needsRedraw = false
        case .accept(let line):
          typedAhead = Array(keys[(index + 1)...])
          // A pasted line, or one typed ahead, is shown as it runs, as a typed one was.
          write((needsRedraw ? session.rendering(width: Self.columns()) : "") + "\r\n")
          return .line(line)
        case .end:
          typedAhead = Array(keys[(index + 1)...])
          write("\r\n")
          return .endOfInput
        }
      }
      if needsRedraw, !Self.isInputWaiting() {
        write(session.rendering(width: Self.columns()))
        needsRedraw = false
      }
      guard !outputHasGone else { return .outputGone }
      if decoder.isPasting, !Self.isInputWaiting(within: Self.pastePause) {
        // With nothing in time, the paste's end mark was lost, or the input was flushed as
        // the process went on after a stop (a poll that a signal broke).
        decoder.abandonPaste()
      }
      let wait = Self.isInputWaiting() ? .ready : await Self.inputArrives()
      let count = wait == .ready ? read(STDIN_FILENO, &buffer, buffer.count) : -1
      if wait == .interrupted || (count < 0 && errno == EINTR) {
        // A signal came: after SIGCONT the screen may hold anything, so the line is drawn again;
        // going raw again flushed the input, a paste's end mark with it.
        decoder.abandonPaste()
        write(session.rendering(width: Self.columns()))
        needsRedraw = false
        keys = []
        continue
      }
      guard count > 0 else {
        write("\r\n")
        return .endOfInput
      }
      keys = decoder.keys(from: Array(buffer[..<count]))
    }
  }

  /// How long a paste may pause before the rest is taken as keys: a terminal sends a paste at
  /// once, so only a paste whose end mark was lost pauses this long.
  static let pastePause = Duration.milliseconds(500)

  /// The terminal's width in columns, read again at each drawing since a window may be resized;
  /// `nil` when the output is not a terminal that says.
  private static func columns() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// What waiting for a key came to.
  private enum InputWait {
    /// Bytes can be read, or the terminal has gone and reading says so.
    case ready
    /// A signal broke the wait.
    case interrupted
    /// The terminal cannot be waited on.
    case failed
  }

  /// Waits off the main actor until bytes can be read from the terminal.
  private static func inputArrives() async -> InputWait {
    await withCheckedContinuation { arrived in
      DispatchQueue.global().async {
        var request = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, -1)
        arrived.resume(returning: ready > 0 ? .ready : errno == EINTR ? .interrupted : .failed)
      }
    }
  }

  /// Whether bytes can be read from the terminal at once, or within `limit`.
  private static func isInputWaiting(within limit: Duration = .zero) -> Bool {
    var request = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let milliseconds =
      Int32(limit.components.seconds * 1_000)
      + Int32(limit.components.attoseconds / 1_000_000_000_000_000)
    return poll(&request, 1, milliseconds) > 0
  }

  private func write(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { pointer in
        Glibc.write(
          STDOUT_FILENO, pointer.baseAddress?.advanced(by: offset), pointer.count - offset)
      }
      guard written > 0 else {
        outputHasGone = outputHasGone || errno == EPIPE
        return
      }
      offset += written
    }
  }
}
