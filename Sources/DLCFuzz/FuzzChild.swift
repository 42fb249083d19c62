import DLC
import DLCScript
import Foundation
import Scenes

/// The part of a fuzz run that plays Atlas: generates the lines of a seed and runs each through
/// a session on a manual clock, telling the supervisor which line starts before running it.
///
/// A line that yields neither a result nor an error with a position ends the child with status
/// 1 and a report on standard error; a crash or a hang is the supervisor's to see.
@MainActor
struct FuzzChild {
  /// A session starts afresh after this many lines, as a long REPL session would be restarted,
  /// so that one run explores many starts and its memory stays bounded.
  static let linesPerSession = 5_000

  let options: FuzzOptions
  let corpus: [String]

  func run() async -> Int32 {
    var generator = LineGenerator(seed: options.seed, corpus: corpus)
    var session = await startSession()
    var sessionLines = 0
    var scenesReached: Set<String> = []
    for number in 1...max(options.lines, 1) {
      let line = generator.next()
      FuzzProtocol.announce(line: number)
      if number == options.trapAtLine {
        // Proves that the supervisor catches a crash and names the line; see FuzzOptions.
        preconditionFailure("trap asked for at line \(number)")
      }
      if session.isFinished || sessionLines == Self.linesPerSession {
        session = await startSession()
        sessionLines = 0
      }
      sessionLines += 1
      let result = await session.execute(line)
      if let problem = Self.problem(with: result) {
        FuzzProtocol.writeError("line \(number): \(problem)\n")
        return 1
      }
      if let scene = result.screen.scene {
        scenesReached.insert(scene)
      }
    }
    FuzzProtocol.writeError(
      "DLCFuzz: scenes reached: \(scenesReached.sorted().joined(separator: ", "))\n")
    return 0
  }

  private func startSession() async -> ScriptSession {
    let stage = Stage(clock: ManualClock())
    let atlas = Atlas(configuration: AtlasConfiguration())
    atlas.start(on: stage)
    let session = ScriptSession(stage: stage, application: atlas)
    _ = await session.settle()
    return session
  }

  /// What is wrong with a result: a failure without a message or without a position.
  static func problem(with result: CommandResult) -> String? {
    guard !result.isOK else { return nil }
    guard let error = result.error, !error.isEmpty else {
      return "the command failed without saying why"
    }
    guard result.line >= 1, result.column >= 1 else {
      return "the error \(error.debugDescription) has no position (line \(result.line), "
        + "column \(result.column))"
    }
    return nil
  }
}
