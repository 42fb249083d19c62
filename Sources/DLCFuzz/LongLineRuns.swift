import Foundation
import FuzzSupport

/// Runs `TOOL run` on scripts with a line of several megabytes, once reading the file and once
/// reading the same bytes from a pipe as standard input.
///
/// Each run must end with the script's true result (0, or 1 or 2 with an error; never a
/// signal), the same both ways, with every error at a `FILE:LINE:COL` position, in processor
/// time linear in the script: the hang limit once for each megabyte.
struct LongLineRuns {
  /// The application's tool.
  let tool: URL
  /// Decides every script.
  let seed: UInt64
  /// How many scripts.
  let count: Int
  /// The processor time a megabyte may take.
  let hangLimit: Duration

  /// Runs every script.
  ///
  /// - Returns: What went wrong, or `nil` when every run did what it must.
  func run() async -> String? {
    var random = SplitMix64(seed: seed ^ 0x10C6)
    let folder = ToolRun.scratchFolder("long")
    defer { try? FileManager.default.removeItem(at: folder) }
    for number in stride(from: 1, through: count, by: 1) {
      let megabytes = Int.random(in: 2...6, using: &random)
      let script = Self.script(megabytes: megabytes, using: &random)
      let file = folder.appendingPathComponent("long-\(number).dlc")
      guard FileManager.default.createFile(atPath: file.path, contents: Data(script)) else {
        return "cannot write \(file.path)"
      }
      let limit = hangLimit * (1 + megabytes)
      let fromFile = await Self.play(
        tool, ["run", file.path], input: nil, in: folder, limit: limit)
      let fromPipe = await Self.play(tool, ["run", "-"], input: script, in: folder, limit: limit)
      let described = "script \(number) of seed \(seed) (\(megabytes) MB)"
      for (way, outcome) in [("file", fromFile), ("pipe", fromPipe)] {
        // 1 is a failed command, 2 a line that does not parse; either says where.
        guard case .exited(let status) = outcome.ending,
          status == 0 || ((status == 1 || status == 2) && !outcome.errorLines.isEmpty)
        else {
          return "\(described), read from a \(way): \(outcome.ending): "
            + outcome.said.debugDescription
        }
        if let stray = outcome.errorLines.first(where: { !Self.isPositioned($0) }) {
          return "\(described), read from a \(way): an error without a position: "
            + "\(stray.prefix(200).debugDescription)"
        }
      }
      guard fromFile.ending == fromPipe.ending,
        fromFile.errorLines.count == fromPipe.errorLines.count
      else {
        return "\(described): the file gave \(fromFile.ending) with "
          + "\(fromFile.errorLines.count) errors, the pipe \(fromPipe.ending) with "
          + "\(fromPipe.errorLines.count)"
      }
    }
    return nil
  }

  /// A short script around one line of megabytes: a word, a quoted text with escapes, a
  /// comment or an expectation, now and then with a byte that is not UTF-8 somewhere in it.
  static func script(megabytes: Int, using random: inout SplitMix64) -> [UInt8] {
    let units: [[UInt8]] = [
      Array("a".utf8), Array("é".utf8), Array("🇩🇪".utf8), Array("\\\"".utf8), Array("x y".utf8),
    ]
    let unit = units[Int.random(in: 0..<units.count, using: &random)]
    var body: [UInt8] = []
    body.reserveCapacity(megabytes << 20)
    while body.count < megabytes << 20 {
      body += unit
    }
    if Int.random(in: 0..<3, using: &random) == 0 {
      body[Int.random(in: 0..<body.count, using: &random)] = 0xFF
    }
    let lines: [[UInt8]] = [
      Array("type query \"".utf8) + body + Array("\"".utf8),
      Array("expect screen has ".utf8) + body,
      Array("# ".utf8) + body,
      Array("tap ".utf8) + body,
    ]
    let long = lines[Int.random(in: 0..<lines.count, using: &random)]
    return Array("show\n".utf8) + long + Array("\nexpect scene is Welcome\n".utf8)
  }

  /// An error line says where: `FILE:LINE:COL: error: …`; other lines are notes and the
  /// screen that follow it, indented or labelled.
  static func isPositioned(_ line: String) -> Bool {
    guard let range = line.range(of: ": error: ") else { return true }
    let place = line[..<range.lowerBound].split(separator: ":")
    return place.count >= 3 && place.suffix(2).allSatisfy { Int($0) != nil }
  }

  private struct Outcome {
    var ending: ToolRun.Ending
    var errorLines: [String]
    /// The start of what the tool wrote to standard error, for a report.
    var said = ""
  }

  /// Runs the tool with its output in files, so that megabytes of it cannot block the run.
  private static func play(
    _ tool: URL, _ arguments: [String], input: [UInt8]?, in folder: URL, limit: Duration
  ) async -> Outcome {
    let errorsFile = folder.appendingPathComponent("errors")
    _ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ToolRun.environment(keepingDataIn: folder)
    process.standardOutput = FileHandle.nullDevice
    let errors = try? FileHandle(forWritingTo: errorsFile)
    process.standardError = errors
    let pipe = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : pipe
    do {
      try process.run()
    } catch {
      return Outcome(ending: .crashed(-1), errorLines: ["cannot start \(tool.path): \(error)"])
    }
    if let input {
      let writer = pipe.fileHandleForWriting
      Thread.detachNewThread {
        // The tool may stop reading early; what it leaves unread is dropped.
        try? writer.write(contentsOf: Data(input))
        try? writer.close()
      }
    }
    let ending = await ToolRun.watch(process, limit: limit)
    try? errors?.close()
    let text = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
    return Outcome(
      ending: ending,
      errorLines: text.split(separator: "\n").map(String.init).filter { $0.contains(" error: ") },
      said: String(text.prefix(300)))
  }
}
