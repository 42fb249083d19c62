import DLC
import DLCScript
import Foundation

/// `TOOL explore` and `TOOL graph`: walks the application's screens in a child process of the
/// tool, so that a crash is a finding with its reproduction and the walk goes on past it.
///
/// The child (the tool itself, with the hidden `--explore-child`) writes one line before each
/// command it runs and the whole report at the end; a child that dies instead leaves the path
/// to its last command, which the next child avoids.
@MainActor
struct ExploreCommand {
  var tool: SceneTool
  var options: SessionOptions
  var explore: ExploreOptions
  /// The command line, without the program's name, for the child.
  var arguments: [String]
  /// Whether to print the graph rather than the findings.
  var isGraph: Bool
  var terminal: Terminal

  /// The most crashes one exploration records before it gives up.
  static let maximumCrashes = 50

  func run() async -> Int32 {
    if explore.isChild {
      return await runChild()
    }
    let report: ExploreReport
    switch await supervise() {
    case .success(let found): report = found
    case .failure(let problem):
      terminal.writeError(problem.message, at: nil)
      return 2
    }
    if isGraph {
      terminal.write(GraphRenderer(report: report).render(explore.format))
      return 0
    }
    if let folder = explore.outputFolder, !write(report.findings, to: folder) {
      return 2
    }
    if options.json {
      writeJSON(report)
    } else {
      for finding in report.findings {
        terminal.write("\(finding.kind.rawValue): \(finding.message)")
        terminal.write(
          (["  reproduce with '\(tool.name) run' on:"] + finding.script.map { "    \($0)" })
            .joined(separator: "\n"))
      }
      terminal.write(report.summary)
    }
    return report.findings.isEmpty ? 0 : 1
  }

  // MARK: - The child

  private func runChild() async -> Int32 {
    let input = FileHandle.standardInput.readDataToEndOfFile()
    let avoided = (try? JSONDecoder().decode([[String]].self, from: input)) ?? []
    let tool = tool
    let values = options.values
    let explorer = Explorer(
      acts: tool.acts, options: explore, avoiding: Set(avoided),
      observe: { line in
        Self.send(line.map { "step " + Self.json($0) } ?? "restart")
      },
      makeApplication: { tool.makeApplication(values) })
    let report = await explorer.explore()
    Self.send("report " + Self.json(report))
    return 0
  }

  /// Writes one line to the parent at once, unbuffered, so that it survives a crash.
  private static func send(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  private static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
  }

  // MARK: - The parent

  struct Problem: Error {
    var message: String
  }

  private func supervise() async -> Result<ExploreReport, Problem> {
    var avoided: [[String]] = []
    var crashes: [ExploreFinding] = []
    while true {
      let outcome: ChildOutcome
      do {
        outcome = try await runChildProcess(avoiding: avoided)
      } catch {
        return .failure(error)
      }
      switch outcome {
      case .finished(var report):
        report.findings = crashes + report.findings
        return .success(report)
      case .crashed(let path, let reason):
        let step = path.last.map { "'\($0)'" } ?? "starting the application"
        crashes.append(
          ExploreFinding(
            kind: .crash, scene: nil, message: "\(step) crashed the application: \(reason)",
            script: path))
        guard !path.isEmpty, !avoided.contains(path), crashes.count < Self.maximumCrashes else {
          var report = ExploreReport()
          report.findings = crashes
          return .success(report)
        }
        avoided.append(path)
      }
    }
  }

  private enum ChildOutcome {
    case finished(ExploreReport)
    case crashed(path: [String], reason: String)
  }

  private func runChildProcess(avoiding avoided: [[String]]) async throws(Problem)
    -> ChildOutcome
  {
    let process = Process()
    let selfPath = "/proc/self/exe"
    process.executableURL =
      FileManager.default.fileExists(atPath: selfPath)
      ? URL(fileURLWithPath: selfPath)
      : URL(fileURLWithPath: CommandLine.arguments.first ?? tool.name).standardizedFileURL
    process.arguments = arguments + ["--explore-child"]
    // A crash is expected and reported here; the runtime's backtrace would only slow it down.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw Problem(message: "cannot start the walk in a child process: \(error)")
    }
    let request = (try? JSONEncoder().encode(avoided)) ?? Data("[]".utf8)
    // Written before the readers start, on this thread: the child reads all of its input before
    // it writes anything, so this cannot block, and a write left to a task could wait forever
    // behind the two blocking reads on a machine with two threads for tasks.
    let writer = input.fileHandleForWriting
    writer.write(request)
    try? writer.close()
    let outputReader = output.fileHandleForReading
    let errorReader = errors.fileHandleForReading
    async let outputData = Task.detached { outputReader.readDataToEndOfFile() }.value
    async let errorData = Task.detached { errorReader.readDataToEndOfFile() }.value
    let (lines, errorText) = await (
      String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
    )
    process.waitUntilExit()
    var path: [String] = []
    for line in lines.split(separator: "\n") {
      if line == "restart" {
        path = []
      } else if line.hasPrefix("step ") {
        path.append(
          (try? JSONDecoder().decode(String.self, from: Data(line.dropFirst(5).utf8))) ?? "")
      } else if line.hasPrefix("report "),
        let report = try? JSONDecoder().decode(
          ExploreReport.self, from: Data(line.dropFirst(7).utf8))
      {
        return .finished(report)
      }
    }
    let fatal = errorText.split(separator: "\n").first { $0.contains("Fatal error") }
    let last = errorText.split(separator: "\n").last { !$0.isEmpty }
    var reason =
      process.terminationReason == .uncaughtSignal
      ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
    if let detail = fatal ?? last {
      reason += ", \(detail)"
    }
    return .crashed(path: path, reason: reason)
  }

  // MARK: - Output

  private func write(_ findings: [ExploreFinding], to folder: String) -> Bool {
    let url = URL(fileURLWithPath: folder, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (index, finding) in findings.enumerated() {
        let file = url.appendingPathComponent("\(index + 1)-\(finding.kind.rawValue).dlc")
        try Data(finding.scriptText.utf8).write(to: file)
      }
      return true
    } catch {
      terminal.writeError(
        "cannot write the reproductions: \(error.localizedDescription)", at: folder)
      return false
    }
  }

  private func writeJSON(_ report: ExploreReport) {
    for edge in report.edges {
      terminal.write(Self.json(["edge": edge]))
    }
    for finding in report.findings {
      terminal.write(Self.json(["finding": finding]))
    }
    terminal.write(
      Self.json([
        "summary": [
          "screens": report.screens, "transitions": report.transitions, "steps": report.steps,
          "findings": report.findings.count,
        ]
      ]))
  }
}
