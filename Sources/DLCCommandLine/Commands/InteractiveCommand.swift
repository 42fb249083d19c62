import DLC
import DLCScript
import Dispatch

/// `TOOL`: plays the application a line at a time on the real clock.
///
/// A person at a terminal gets a prompt naming the top scene and the screen after every
/// command that changed it; errors are reported and the session goes on. With input from a
/// pipe there are no prompts, and the exit status is 1 if any command failed.
@MainActor
struct InteractiveCommand {
  var tool: SceneTool
  var options: SessionOptions
  var terminal: Terminal

  func run() async -> Int32 {
    let stage = Stage()
    let application: any SceneApplication
    do {
      application = try SessionStart(tool: tool, options: options).start(on: stage)
    } catch {
      terminal.writeError("--open: \(error)", at: nil)
      return 2
    }
    let session = ScriptSession(
      stage: stage, application: application, settleLimits: .interactive)
    let terminal = terminal
    session.onSlowSettle = { _ in terminal.writeError("still working…") }
    session.onLongWait = { _, _ in terminal.writeError("waiting… Ctrl-C ends the wait") }
    // Weakly: the signal's source lets its handler go only once the main queue next runs,
    // which it never does after the last command, and the session must end with the command,
    // so that the application and its store close (a store's writes reach its file then).
    let interrupts = InterruptSignal { [weak session] in
      // A terminal has echoed ^C where the cursor was: what the session says next starts a line.
      if terminal.isInteractive {
        terminal.writeError("")
      }
      session?.interrupt()
    }
    if !(await session.settle()) {
      terminal.writeError(
        "gave up waiting for the application to start: it is still working", at: nil)
    }
    let showsPrompts = terminal.isInteractive && !options.json
    if options.json {
      terminal.write(ReadyRecord(tool: tool, screen: stage.snapshot()).renderJSON())
    } else {
      terminal.writeScreen(stage.render())
    }
    let editor =
      showsPrompts
      ? LineEditor(
        history: LineHistory(file: LineHistory.file(for: tool.name)) { terminal.writeError($0) },
        completer: SessionCompleter(stage: stage, acts: tool.acts, links: tool.links))
      : nil
    var anyFailed = false
    var hasLostItsOutput = false
    var lineNumber = 0
    let watchdog = CommandWatchdog(settleLimit: SettleLimits.interactive.giveUpAfter) {
      place, message in
      // At a terminal each line is seen as it is typed: no place is named.
      terminal.writeError(message, at: terminal.isInteractive ? nil : place)
    }
    // Once output cannot be written, nobody sees what the next commands do.
    while !session.isFinished, terminal.outputFailure.reason == nil {
      let prompt = "\(stage.topScene?.name ?? tool.name)> "
      let read: String?
      if let editor {
        // What is typed into a secure field is drawn masked while it is edited.
        let outcome = await editor.readLine(
          prompt: terminal.styledPrompt(prompt), drawing: { session.drawing(of: $0) })
        if outcome == .outputGone {
          // As a program that ignores SIGPIPE ends when its output's reader goes: with a
          // failure, saying so where it still can.
          terminal.writeError("the output's reader has gone", at: nil)
          hasLostItsOutput = true
          break
        }
        guard case .line(let line) = outcome else { break }
        // A line that types a secret, or does not parse and so may be a mistyped one, is never
        // written to the history file.
        if session.mayRemember(line), let problem = editor.remember(line) {
          terminal.writeError(problem, at: nil)
        }
        read = line
      } else {
        if showsPrompts {
          terminal.prompt(prompt)
        }
        switch await Self.lineOffTheMainActor() {
        case .line(let line):
          read = line
        case .notUTF8(let column):
          // Bytes that are no text are not guessed at: the line fails, as it does in a file.
          lineNumber += 1
          anyFailed = true
          let failure = session.failNextLine(atColumn: column, because: ScriptLineIterator.notUTF8)
          report(failure, of: "")
          continue
        case nil:
          if showsPrompts {
            terminal.write("")
          }
          read = nil
        }
      }
      guard var line = read else { break }
      lineNumber += 1
      // A file piped in may begin with a byte order mark, which `run` takes too.
      if lineNumber == 1, line.unicodeScalars.first == "\u{FEFF}" {
        line.unicodeScalars.removeFirst()
      }
      let (caught, heldTooLong) = await watchdog.watching(in: "<stdin>", line: lineNumber) {
        await interrupts.catching { await session.execute(line) }
      }
      var result = caught.value
      let wasInterrupted = caught.wasInterrupted
      if result.isOK, let heldTooLong {
        result.error = heldTooLong
      }
      if wasInterrupted, let editor {
        // Ctrl-C stops the paste the line came in, as it stops typed-ahead lines at a shell.
        let forgotten = editor.forgetTypedAhead()
        if forgotten > 0 {
          terminal.writeError(
            "interrupted: the \(forgotten == 1 ? "line" : "\(forgotten) lines") pasted after it "
              + "will not run", at: nil)
        }
      }
      guard !result.command.isEmpty || !result.isOK else { continue }
      anyFailed = anyFailed || !result.isOK
      report(result, of: line)
    }
    editor?.finish()
    return hasLostItsOutput || (anyFailed && !terminal.isInteractive) ? 1 : 0
  }

  /// A line of standard input read without the line editor: from a pipe or a file, or from a
  /// terminal under `--json`.
  private enum PipedLine: Sendable {
    /// The line, without its line break.
    case line(String)
    /// A line that is not UTF-8, with the column of its first byte that starts no character.
    case notUTF8(column: Int)
  }

  /// Standard input read without the line editor.
  private nonisolated static let pipedInput = StandardInputLines()

  /// The next line of standard input, read on another thread, so that the application's own
  /// work (a clock that ticks, a store's change) goes on while no line has come; `nil` at its
  /// end.
  private static func lineOffTheMainActor() async -> PipedLine? {
    await withCheckedContinuation { read in
      DispatchQueue.global().async {
        read.resume(
          returning: pipedInput.next().map { bytes in
            String(validating: bytes, as: UTF8.self).map(PipedLine.line)
              ?? .notUTF8(column: ScriptLineIterator.firstInvalidColumn(in: bytes[...]))
          })
      }
    }
  }

  /// Where an error is: the line and column of the input, or at a terminal, where each line is
  /// seen as it is typed, the column alone when it points past the command's first word (a
  /// parse error inside the line); a failed command's column is its first word's.
  private func place(of result: CommandResult, in line: String) -> String? {
    guard terminal.isInteractive else { return "<stdin>:\(result.line):\(result.column)" }
    let firstWord = line.prefix { $0 == " " || $0 == "\t" }.count + 1
    return result.column > firstWord ? "column \(result.column)" : nil
  }

  private func report(_ result: CommandResult, of line: String) {
    if options.json {
      terminal.write(result.renderJSON())
      return
    }
    if let error = result.error {
      terminal.writeError(error, at: place(of: result, in: line))
    }
    if !result.output.isEmpty {
      terminal.writeScreen(result.output)
    } else if result.didChangeScreen {
      terminal.writeScreen(TextRenderer.render(result.screen))
    }
  }
}
