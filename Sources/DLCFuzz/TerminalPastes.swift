import Foundation
import FuzzSupport

/// Pastes fuzzed text into the tool's line editor through a pseudo-terminal, runs it with
/// Enter and quits.
///
/// Each paste must end with the tool exiting by itself (never a signal), the terminal left as
/// it was found, in processor time within the hang limit, and with output linear in the paste:
/// a line editor that redraws the whole line for each pasted character writes megabytes.
///
/// Every other paste comes marked as a terminal marks one (bracketed paste), with control
/// characters among its text: Ctrl-C, Ctrl-D, escape sequences, a title to set. They are text
/// there, so the tool must neither act on them as keys nor send them on to the terminal.
struct TerminalPastes {
  /// The application's tool.
  let tool: URL
  /// Decides every paste.
  let seed: UInt64
  /// Lines of the example scripts, the material of the pastes.
  let corpus: [String]
  /// How many pastes.
  let count: Int
  /// The processor time a paste may take.
  let hangLimit: Duration

  /// The most a paste may make the tool write, per byte pasted, beyond a fixed allowance for
  /// the screens it draws: the echo, the line drawn once more, and an error quoting it.
  static let outputPerPastedByte = 64

  /// Makes every paste.
  ///
  /// - Returns: What went wrong, or `nil` when every paste did what it must.
  func run() async -> String? {
    var generator = LineGenerator(seed: seed ^ 0x9A57E, corpus: corpus)
    var random = SplitMix64(seed: seed ^ 0x9A57E)
    let folder = ToolRun.scratchFolder("paste")
    defer { try? FileManager.default.removeItem(at: folder) }
    for number in stride(from: 1, through: count, by: 1) {
      var paste = Self.paste(
        of: Int.random(in: 1_000...8_000, using: &random), from: &generator)
      if number.isMultiple(of: 2) {
        paste = Self.bracketed(paste, using: &random)
      }
      guard let terminal = PseudoTerminalPair() else {
        return "no pseudo-terminal to paste into"
      }
      let described = "paste \(number) of seed \(seed) (\(paste.utf8.count) bytes)"
      if let problem = await play(paste, on: terminal, in: folder) {
        return "\(described): \(problem); the paste began "
          + String(paste.prefix(300)).debugDescription
      }
    }
    return nil
  }

  /// Printable text of about `length` characters, from the generator's lines: a paste carries
  /// no control character, or it would be a key.
  static func paste(of length: Int, from generator: inout LineGenerator) -> String {
    var text = ""
    while text.unicodeScalars.count < length {
      let line = generator.next()
      guard line.utf8.count < 100_000 else { continue }
      text.unicodeScalars.append(
        contentsOf: line.unicodeScalars.filter {
          $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value)
        })
      text += " "
    }
    return String(text.unicodeScalars.prefix(length))
  }

  /// What a pasted title sequence sets the title to, which the terminal must never be sent.
  static let titleMark = "pasted-title"

  /// The control characters and sequences a marked paste carries as text, beside the title: a
  /// line break among them runs the line before it while the rest of the paste still arrives.
  static let pastedControls = [
    "\u{03}", "\u{04}", "\u{00}", "\u{09}", "\u{1A}", "\u{7F}", "\u{1B}[A", "\u{1B}[200~", "\r",
  ]

  /// A paste as a terminal marks it, with other control characters put in at random places,
  /// then the title sequence, last so that none lands inside it.
  static func bracketed(_ text: String, using random: inout SplitMix64) -> String {
    var scalars = Array(text.unicodeScalars)
    let count = Int.random(in: 1...8, using: &random)
    for number in 0...count {
      let control =
        number == count
        ? "\u{1B}]0;\(titleMark)\u{07}"
        : pastedControls[Int.random(in: 0..<pastedControls.count, using: &random)]
      scalars.insert(
        contentsOf: control.unicodeScalars, at: Int.random(in: 0...scalars.count, using: &random))
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return pasteBegins + String(view) + "\u{1B}[201~"
  }

  /// What a terminal sends before a paste it marks.
  static let pasteBegins = "\u{1B}[200~"

  private func play(_ paste: String, on terminal: PseudoTerminalPair, in folder: URL) async
    -> String?
  {
    let process = Process()
    process.executableURL = tool
    var environment = ToolRun.environment(keepingDataIn: folder)
    environment["TERM"] = "xterm-256color"
    process.environment = environment
    process.currentDirectoryURL = folder
    process.standardInput = terminal.handle
    process.standardOutput = terminal.handle
    process.standardError = terminal.handle
    do {
      try process.run()
    } catch {
      return "cannot start \(tool.path): \(error)"
    }
    let keys = Array(paste.utf8) + Array("\rquit\r".utf8)
    var sent = 0
    var drawn = 0
    var titleReachedTerminal = false
    // A terminal marks a paste only once the program has asked it to, at its prompt.
    var isAsked = !paste.hasPrefix(Self.pasteBegins)
    let titleSequence = Array("\u{1B}]0;\(Self.titleMark)".utf8)
    let askSequence = Array("\u{1B}[?2004h".utf8)
    // The end of the last read, for a sequence split across two.
    var tail: [UInt8] = []
    let ending = await ToolRun.watch(process, limit: hangLimit * 2) {
      let output = terminal.drain()
      drawn += output.count
      let seen = tail + output
      titleReachedTerminal = titleReachedTerminal || seen.firstRange(of: titleSequence) != nil
      isAsked = isAsked || seen.firstRange(of: askSequence) != nil
      tail = Array(seen.suffix(titleSequence.count - 1))
      // Typed once the tool has drawn, as fast as the terminal takes the keys.
      if drawn > 0, isAsked, sent < keys.count {
        sent += terminal.write(keys, from: sent)
      }
    }
    guard case .exited = ending else {
      return "\(ending) after \(sent) of \(keys.count) keys"
    }
    if titleReachedTerminal {
      return "the tool sent a pasted title sequence on to the terminal"
    }
    let allowed = 256 * 1_024 + Self.outputPerPastedByte * paste.utf8.count
    if drawn > allowed {
      return "the tool wrote \(drawn) bytes, over the \(allowed) a linear editor needs"
    }
    if !terminal.isCooked {
      return "the tool left the terminal raw"
    }
    return nil
  }
}
