import DLC
import DLCScript
import Foundation

/// `TOOL run FILE…`: runs scripts on a manual clock, each on a fresh start of the application.
///
/// Every file is parsed before anything runs. The run stops at the first command that fails,
/// and at the first after which a scene that has left the stage is not freed.
///
/// Memory stays flat however long the scripts: a file is read a chunk at a time and checked
/// line by line, then read and parsed again one command at a time as it runs, and no result is
/// kept once it is reported.
@MainActor
struct RunCommand {
  var tool: SceneTool
  var options: SessionOptions
  var files: [String]
  var terminal: Terminal

  func run() async -> Int32 {
    var scripts: [(file: String, lines: ScriptLines)] = []
    var isParsed = true
    for file in files {
      switch ScriptFile.check(file) {
      case .success(let lines):
        scripts.append((file, lines))
      case .failure(.unreadable(let reason)):
        terminal.writeError(reason, at: file)
        isParsed = false
      case .failure(.syntax(let errors, let more)):
        for error in errors {
          terminal.writeError(error.message, at: "\(file):\(error.location)")
        }
        if more > 0 {
          terminal.writeError("\(more) more lines do not parse", at: file)
        }
        isParsed = false
      }
    }
    guard isParsed else { return 2 }
    for (index, (file, lines)) in scripts.enumerated() {
      guard await run(lines, from: file) else {
        if scripts.count > 1, !options.json {
          // With several files, the last line says which one failed, and what did not run.
          let notRun = scripts.count - index - 1
          terminal.write(
            "failed \(file)"
              + (index > 0 ? ", after \(Self.files(index)) passed" : "")
              + (notRun > 0 ? "; \(Self.files(notRun)) after it not run" : ""))
        }
        return 1
      }
    }
    return 0
  }

  /// `1 file`, `3 files`.
  private static func files(_ count: Int) -> String {
    count == 1 ? "1 file" : "\(count) files"
  }

  /// Runs one script and reports it; returns whether every command worked.
  private func run(_ lines: ScriptLines, from file: String) async -> Bool {
    // Before the application starts: a crash as it starts names no command of this file, nor
    // the last of the file before.
    CrashPlace.watch(file: file, writesRecord: options.json)
    let stage = Stage(clock: ManualClock())
    let application: any SceneApplication
    do {
      application = try SessionStart(tool: tool, options: options).start(on: stage)
    } catch {
      terminal.writeError("--open: \(error)", at: file)
      return false
    }
    let session = ScriptSession(
      stage: stage, application: application,
      settleLimits: SettleLimits(
        noticeAfter: min(.seconds(1), options.settleLimit), giveUpAfter: options.settleLimit))
    let watchdog = CommandWatchdog(settleLimit: options.settleLimit) { [terminal] place, message in
      terminal.writeError(message, at: place)
    }
    guard await watchdog.watching(in: file, line: 1, { await session.settle() }).value else {
      terminal.writeError(
        "gave up waiting for the application to start: it is still working", at: file)
      return false
    }
    let terminal = terminal
    session.onSlowSettle = { step in
      terminal.writeError("\(file):\(step.location.line): still working…")
    }
    var count = 0
    let watch = DepartureWatch()
    for line in lines {
      let step: ScriptStep
      switch line {
      case .success(let parsed):
        step = parsed
      case .failure(let error):
        // The file was checked before the run; it has changed since.
        terminal.writeError(
          "\(error.message) (the file changed after it was checked)",
          at: "\(file):\(error.location)")
        return false
      }
      CrashPlace.note(line: step.location.line, column: step.location.column)
      let (executed, heldTooLong) = await watchdog.watching(
        in: file, line: step.location.line, column: step.location.column
      ) {
        await session.execute(step)
      }
      var result = executed
      if result.isOK, let heldTooLong {
        result.error = heldTooLong
      }
      if result.isOK, let leak = await watch.check(stage).first {
        result.error = leak.description
      }
      count += 1
      if options.json {
        terminal.write(result.renderJSON(file: file))
      } else if !result.output.isEmpty {
        terminal.writeScreen(result.output)
      }
      if let error = result.error {
        terminal.writeError(error, at: "\(file):\(result.line):\(result.column)")
        if !options.json {
          let screen = TextRenderer.render(result.screen)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  \($0)" }.joined(separator: "\n")
          terminal.writeError("note: the screen at that point:\n\(screen)")
        }
        return false
      }
      if session.isFinished {
        break
      }
    }
    if !options.json {
      terminal.write("passed \(file) (\(count == 1 ? "1 command" : "\(count) commands"))")
    }
    return true
  }
}
