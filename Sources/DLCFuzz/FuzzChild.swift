import DLC
import DLCScript
import Foundation
import Scenes

/// The part of a fuzz run that plays Atlas: generates the lines of a seed and runs each through
/// a session on a manual clock, telling the supervisor which line starts before running it.
///
/// Every other session plays against a hostile server (``HostileServer``) and starts on a
/// hostile cache folder (``HostileCacheFolder``); there, the screen and every message must also
/// show no raw control character. A line that yields neither a result nor an error with a
/// position ends the child with status 1 and a report on standard error, and so do fewer
/// hostile answers than asked for; a crash or a hang is the supervisor's to see.
@MainActor
struct FuzzChild {
  /// A session starts afresh after this many lines, as a long REPL session would be restarted,
  /// so that one run explores many starts and its memory stays bounded.
  static let linesPerSession = 5_000

  let options: FuzzOptions
  let corpus: [String]

  func run() async -> Int32 {
    var generator = LineGenerator(seed: options.seed, corpus: corpus)
    var sessionNumber = 0
    let hostileServer = HostileServer(seed: options.seed ^ 0x5EED)
    var hostileFolders: [URL] = []
    defer {
      for folder in hostileFolders {
        try? FileManager.default.removeItem(at: folder)
      }
    }
    var isHostile = false
    var session = await startSession(server: nil, cacheFolder: nil)
    var sessionLines = 0
    var scenesReached: Set<String> = []
    var checkedScreen: ScreenSnapshot?
    // `--lines 0` plays none, to replay only the tool runs that follow.
    for number in stride(from: 1, through: options.lines, by: 1) {
      let line = generator.next()
      FuzzProtocol.announce(line: number, byteCount: line.utf8.count)
      if number == options.trapAtLine {
        // Proves that the supervisor catches a crash and names the line; see FuzzOptions.
        preconditionFailure("trap asked for at line \(number)")
      }
      if session.isFinished || sessionLines == Self.linesPerSession {
        sessionNumber += 1
        isHostile = sessionNumber % 2 == 1
        var folder: URL?
        if isHostile {
          folder = HostileCacheFolder.make(sessionNumber)
          hostileFolders += folder.map { [$0] } ?? []
        }
        session = await startSession(server: isHostile ? hostileServer : nil, cacheFolder: folder)
        sessionLines = 0
      }
      sessionLines += 1
      // Against the hostile server, a line also asks it something now and then: signs in,
      // searches and opens a country, so that many answers reach the scenes.
      var commands = [line]
      if isHostile, sessionLines % Self.hostileProbeInterval == 1 {
        commands = Self.hostileProbe(number) + commands
      }
      for command in commands {
        let result = await session.execute(command)
        if let problem = Self.problem(with: result)
          ?? (isHostile ? Self.rawControl(in: result, screenChecked: checkedScreen) : nil)
        {
          FuzzProtocol.writeError("line \(number): \(problem)\n")
          return 1
        }
        if isHostile { checkedScreen = result.screen }
        if let scene = result.screen.scene {
          scenesReached.insert(scene)
        }
      }
    }
    FuzzProtocol.writeError(
      "DLCFuzz: scenes reached: \(scenesReached.sorted().joined(separator: ", "))\n")
    let answers = hostileServer.hostileAnswerCount
    FuzzProtocol.writeError("DLCFuzz: hostile server answers: \(answers)\n")
    guard answers >= options.minimumHostileAnswers else {
      FuzzProtocol.writeError(
        "DLCFuzz: only \(answers) hostile server answers, fewer than the "
          + "\(options.minimumHostileAnswers) asked for\n")
      return 1
    }
    return 0
  }

  /// How many lines of a hostile session come between two probes of the server.
  static let hostileProbeInterval = 40

  /// The commands that ask the hostile server something, from wherever the session is: the
  /// alert a lie raised dismissed, a sign-in (refused where there is no such field) and a
  /// search that opens its first result.
  static func hostileProbe(_ number: Int) -> [String] {
    let queries = ["a", "ger", "s", "b", "c", "un", "m", "fr", "i", "t"]
    return [
      "tap ok", "back", "tap signIn", "type email demo@example.com", "type password atlas-demo-1",
      "tap submit",
      // A query of its own, so that the cache does not answer it instead of the server.
      "type query \(queries[number % queries.count])\(number)", "wait 300ms", "select results 1",
      "back",
    ]
  }

  private func startSession(server: HostileServer?, cacheFolder: URL?) async -> ScriptSession {
    let stage = Stage(clock: ManualClock())
    var configuration = AtlasConfiguration(cacheFolder: cacheFolder)
    if let server {
      configuration.embeddedAnswers = { request, honest in server.answer(request, honest) }
    }
    let atlas = Atlas(configuration: configuration)
    atlas.start(on: stage)
    let session = ScriptSession(stage: stage, application: atlas)
    _ = await session.settle()
    return session
  }

  /// A raw control character on the screen as text shows it, or in the message: a hostile
  /// server's text acting on the terminal.
  ///
  /// A screen equal to the one checked last draws the same text, so it is not drawn again:
  /// most lines leave the screen as it was, and drawing one that holds megabytes of typed text
  /// took half of the run.
  static func rawControl(in result: CommandResult, screenChecked: ScreenSnapshot?) -> String? {
    let screen = result.screen == screenChecked ? "" : TextRenderer.render(result.screen)
    let texts = [screen, result.error ?? "", result.output]
    for text in texts where VisibleText.needsEscaping(text) {
      if let control = firstRawControl(in: text) {
        return "a raw control character U+\(String(control, radix: 16)) reaches the "
          + "terminal: \(text.debugDescription.prefix(300))"
      }
    }
    return nil
  }

  /// The first C0 control other than the line break, DEL or C1 control in the text, read from
  /// its UTF-8 in one loop: the screen can hold megabytes of typed text.
  private static func firstRawControl(in text: String) -> UInt32? {
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return UInt32(byte) }
        // C1 controls are U+0080–U+009F: 0xC2 then 0x80–0x9F.
        if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
          return UInt32(bytes[index + 1])
        }
        index += 1
      }
      return nil
    }
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
