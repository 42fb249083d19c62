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

  func run() async -> Int32 {
    if explore.isChild {
      return await runChild()
    }
    if let folder = explore.outputFolder, !prepare(folder) {
      return 2
    }
    // Ctrl-C ends the walk, not the tool: what it covered and found so far is still reported.
    let interruption = WalkInterruption()
    let interrupts = InterruptSignal { interruption.request() }
    let report: ExploreReport
    switch await interrupts.catching({ await supervise(interruption) }).value {
    case .success(let found): report = found
    case .failure(let problem):
      terminal.writeError(problem.message, at: nil)
      return 2
    }
    for id in report.unusedFills {
      terminal.writeError(
        "warning: --fill \(id): no screen of the walk has an element '\(id)', so nothing was "
          + "filled with it")
    }
    if isGraph {
      terminal.write(GraphRenderer(report: report).render(explore.format))
      guard let reason = report.cutReason else { return 0 }
      terminal.writeError(
        "warning: the \(reason) ended the walk first: a scene marked not reached may be "
          + "reachable")
      return report.isInterrupted ? Self.endAsInterrupted() : 3
    }
    // Written before they are printed, but printed even when they cannot be written.
    let isWritten = explore.outputFolder.map { write(report.findings, to: $0) } ?? true
    if options.json {
      writeJSON(report)
    } else {
      for finding in report.findings {
        terminal.write("\(finding.kind.rawValue): \(finding.message)")
        terminal.write(
          (finding.script.isEmpty
            ? ["  reproduce with '\(tool.name) run' on an empty script"]
            : ["  reproduce with '\(tool.name) run'\(Self.variables(in: finding)) on:"]
              + finding.script.map { "    \($0)" })
            .joined(separator: "\n"))
      }
      terminal.write(report.summary)
    }
    guard isWritten else { return 2 }
    if report.isInterrupted {
      return Self.endAsInterrupted()
    }
    if report.isCut {
      return 3
    }
    return report.findings.isEmpty ? 0 : 1
  }

  // MARK: - The child

  /// What the parent asks of a child: the paths to avoid and the time left.
  struct ChildRequest: Codable {
    var avoided: [[String]]
    var secondsLeft: Double
    /// The steps of `--max-steps` the children before it have not taken.
    var stepsLeft: Int
  }

  private func runChild() async -> Int32 {
    let request =
      (try? JSONDecoder().decode(ChildRequest.self, from: ChildLink.readRequest()))
      ?? ChildRequest(
        avoided: [], secondsLeft: Double(explore.timeLimit.components.seconds),
        stepsLeft: explore.maxSteps)
    ChildLink.exitWithParent()
    let tool = tool
    let values = options.values
    var explore = explore
    explore.maxSteps = request.stepsLeft
    // The terminal sends Ctrl-C to the whole process group; the tool ends this child itself.
    signal(SIGINT, SIG_IGN)
    let explorer = Explorer(
      acts: tool.acts, options: explore, avoiding: Set(request.avoided),
      deadline: .now + .milliseconds(Int64(request.secondsLeft * 1_000)),
      settleLimit: options.settleLimit,
      observe: { event in
        switch event {
        case .step(let line, let scene):
          Self.send("step " + Self.json(line))
          Self.send("scene " + Self.json(scene))
        case .restart: Self.send("restart")
        case .screen(let digest): Self.send("screen " + digest)
        case .transition(let digest): Self.send("transition " + digest)
        case .edge(let edge): Self.send("edge " + Self.json(edge))
        case .reached(let scene): Self.send("reached " + Self.json(scene))
        case .finding(let finding): Self.send("finding " + Self.json(finding))
        case .unopenableLink(let reason):
          // Nothing more to walk: the tool refuses the command line.
          Self.send("unopenable-link " + Self.json(reason))
          exit(2)
        }
      },
      makeApplication: { tool.makeApplication(values) })
    // The parent takes a child that says nothing for long for one whose main actor is held.
    let beating = Task { @MainActor in
      while !Task.isCancelled {
        Self.send("beat")
        try? await Task.sleep(for: .seconds(1))
      }
    }
    let report = await explorer.explore()
    beating.cancel()
    Self.send("report " + Self.json(report))
    return 0
  }

  /// Writes one line to the parent at once, unbuffered, so that it survives a crash.
  private static func send(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // DEL, C1 and bidirectional controls escaped too, as in every other record, for hosts
    // that print the JSON: a finding quotes what the application showed.
    return (try? encoder.encode(value)).map {
      VisibleText.escapingJSON(String(decoding: $0, as: UTF8.self))
    } ?? "null"
  }

  // MARK: - The parent

  struct Problem: Error {
    var message: String
  }

  /// Ends the tool as Ctrl-C ends any command, once the walk's report is out: by the signal,
  /// so that a shell's loop or script that ran it stops too (a shell reports status 130).
  ///
  /// - Returns: 130, should the signal not end the process.
  private static func endAsInterrupted() -> Int32 {
    InterruptSignal.endByIt()
    return 128 + SIGINT
  }

  private func supervise(_ interruption: WalkInterruption) async -> Result<ExploreReport, Problem> {
    var walk = WalkProgress(
      started: .now, deadline: .now + explore.timeLimit, terminal: terminal,
      streamsFindings: options.json && !isGraph)
    var avoided: [[String]] = []
    var crashes = 0
    while true {
      guard !interruption.isRequested else {
        return .success(cutReport(of: &walk, by: \.isInterrupted))
      }
      // A child given up on (a crash, work that would not stop) took steps of the limit too.
      guard walk.steps < explore.maxSteps else {
        return .success(cutReport(of: &walk, by: \.isOutOfSteps))
      }
      let outcome: ChildOutcome
      do {
        outcome = try await runChildProcess(
          avoiding: avoided, progress: &walk, interruption: interruption)
      } catch {
        return .failure(error)
      }
      switch outcome {
      case .finished(var report):
        report.findings = walk.merged(with: report.findings)
        report.steps = walk.steps
        return .success(report)
      case .abandoned(var report, let path):
        walk.addUnsettled(
          ExploreFinding(
            kind: .unsettled, scene: nil,
            message: "'\(path.last ?? "")' left work that would not stop when its scenes left "
              + "the stage; the walk went on in a new process",
            script: path))
        guard !avoided.contains(path) else {
          report.findings = walk.merged(with: [])
          return .success(report)
        }
        avoided.append(path)
      case .outOfTime:
        return .success(cutReport(of: &walk, by: \.isOutOfTime))
      case .interrupted:
        return .success(cutReport(of: &walk, by: \.isInterrupted))
      case .unopenableLink(let reason):
        return .failure(Problem(message: "--link: \(reason)"))
      case .stalled(let path, let scene):
        let step = path.last.map { "'\($0)'" } ?? "starting the application"
        let place = scene.map { " on scene '\($0)'" } ?? ""
        crashes += 1
        let goesOn = !path.isEmpty && !avoided.contains(path) && crashes < explore.maxCrashes
        walk.add(
          ExploreFinding(
            kind: .unsettled, scene: scene,
            message:
              "\(step)\(place) held the main actor for over "
              + "\(CommandWatchdog.seconds(stallLimit)) s (a loop, or a wait that blocks "
              + "instead of awaiting), so nothing else could run; "
              + (goesOn ? "the walk went on in a new process" : "the walk ended there"),
            script: path))
        guard goesOn else { return .success(cutReport(of: &walk, by: \.isOutOfCrashes)) }
        avoided.append(path)
      case .crashed(let path, let scene, let reason):
        crashes += 1
        let place = scene.map { " on scene '\($0)'" } ?? ""
        let crashed =
          path.last.map { "'\($0)'\(place) crashed the application" }
          ?? "the application crashed as it started"
        // The application's last words may quote what it was given, and a fill may be a
        // secret: the walk cannot tell which, so every fill's text is masked.
        let fills = explore.fills.values.sorted { $0.count > $1.count }
        let told = ScriptSession.masking(fills, in: reason)
        walk.add(
          ExploreFinding(
            kind: .crash, scene: scene,
            message: "\(crashed): \(told)", script: path))
        guard !path.isEmpty, !avoided.contains(path), crashes < explore.maxCrashes else {
          return .success(cutReport(of: &walk, by: \.isOutOfCrashes))
        }
        avoided.append(path)
      }
    }
  }

  /// What a walk cut short between children covered: the screens and steps counted and the
  /// findings made, with what cut it (a limit, Ctrl-C, the crashes given up on).
  private func cutReport(
    of walk: inout WalkProgress, by cut: WritableKeyPath<ExploreReport, Bool>
  ) -> ExploreReport {
    var report = coveredReport(of: &walk)
    report[keyPath: cut] = true
    return report
  }

  /// What the children so far covered and found: the screens, moves and steps counted, the
  /// scene graph and the findings.
  private func coveredReport(of walk: inout WalkProgress) -> ExploreReport {
    var report = ExploreReport()
    report.screens = walk.screens
    report.transitions = walk.transitions
    report.steps = walk.steps
    report.nodes = ExploreReport.nodes(of: tool.acts, reached: walk.reachedScenes)
    report.edges = walk.edges
    report.findings = walk.merged(with: [])
    return report
  }

  /// The command line for a child: each `--fill ID=TEXT` becomes `--fill ID=$DLC_FILL_ID`,
  /// whose value the child reads from the environment it is given, so that no fill (a
  /// password, say) is on the child's command line.
  ///
  /// - Parameter arguments: The tool's command line, without the program's name.
  /// - Returns: The same command line, each fill's text replaced by its variable.
  nonisolated static func childArguments(from arguments: [String]) -> [String] {
    func referenced(_ fill: String) -> String {
      guard let equals = fill.firstIndex(of: "=") else { return fill }
      let id = String(fill[..<equals])
      return "\(id)=$\(EnvironmentReference.fillVariable(for: id))"
    }
    var child: [String] = []
    var isFillValue = false
    for argument in arguments {
      if isFillValue {
        child.append(referenced(argument))
        isFillValue = false
      } else if argument == "--fill" {
        child.append(argument)
        isFillValue = true
      } else if argument.hasPrefix("--fill=") {
        child.append("--fill=" + referenced(String(argument.dropFirst("--fill=".count))))
      } else {
        child.append(argument)
      }
    }
    return child
  }

  private enum ChildOutcome {
    case finished(ExploreReport)
    case abandoned(ExploreReport, path: [String])
    case crashed(path: [String], scene: String?, reason: String)
    /// Killed after a step that did not return: its work held the main actor.
    case stalled(path: [String], scene: String?)
    case outOfTime
    /// Killed by the tool for Ctrl-C.
    case interrupted
    /// Ended by itself on finding that a link of the command line leads nowhere: why.
    case unopenableLink(String)
  }

  /// The longest a child may say nothing: its main actor says it is free every second, so
  /// silence past the settle limit and the watchdog's grace means something holds it.
  private var stallLimit: Duration {
    options.settleLimit + CommandWatchdog.grace
  }

  /// How long past the deadline a child may take to send its report before it is killed.
  static let grace: Duration = .seconds(2)

  private func runChildProcess(
    avoiding avoided: [[String]], progress: inout WalkProgress, interruption: WalkInterruption
  ) async throws(Problem) -> ChildOutcome {
    let process = Process()
    let selfPath = "/proc/self/exe"
    process.executableURL =
      FileManager.default.fileExists(atPath: selfPath)
      ? URL(fileURLWithPath: selfPath)
      : URL(fileURLWithPath: CommandLine.arguments.first ?? tool.name).standardizedFileURL
    process.arguments = Self.childArguments(from: arguments) + ["--explore-child"]
    // A crash is expected and reported here, with the application's own frame from the
    // runtime's backtrace, printed plainly and at once.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,sanitize=no"
    for (id, text) in explore.fills {
      environment[EnvironmentReference.fillVariable(for: id)] = text
    }
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
    interruption.child = process
    defer { interruption.child = nil }
    let secondsLeft = max(0, Self.seconds(progress.deadline - .now))
    let stepsLeft = explore.maxSteps - progress.steps
    let request =
      (try? JSONEncoder().encode(
        ChildRequest(avoided: avoided, secondsLeft: secondsLeft, stepsLeft: stepsLeft)))
      ?? Data("{}".utf8)
    // The write end stays open while the child runs: the child takes its closing, which the
    // kernel does however this process ends, as the sign to end too.
    let writer = input.fileHandleForWriting
    writer.write(request + Data("\n".utf8))
    let errorReader = errors.fileHandleForReading
    async let errorData = Self.onThread { errorReader.readDataToEndOfFile() }
    let killer = Task { [deadline = progress.deadline] in
      try await Task.sleep(until: deadline + Self.grace, clock: .continuous)
      kill(process.processIdentifier, SIGKILL)
    }
    let silence = ChildSilence()
    let listener = silence.killAfterSilence(of: process.processIdentifier, longerThan: stallLimit)
    var path: [String] = []
    var scene: String?
    var finished: ExploreReport?
    var unopenableLink: String?
    for await line in ChildLink.lines(of: output.fileHandleForReading) {
      silence.heard()
      // Once a link is refused, the walk's lines count for nothing: the command fails.
      guard unopenableLink == nil else { continue }
      if line == "restart" {
        path = []
        scene = nil
      } else if line.hasPrefix("scene ") {
        scene = try? JSONDecoder().decode(String?.self, from: Data(line.dropFirst(6).utf8))
      } else if line.hasPrefix("step ") {
        path.append(
          (try? JSONDecoder().decode(String.self, from: Data(line.dropFirst(5).utf8))) ?? "")
        progress.steps += 1
      } else if line.hasPrefix("screen ") {
        progress.found(screen: String(line.dropFirst(7)))
      } else if line.hasPrefix("transition ") {
        progress.found(transition: String(line.dropFirst(11)))
      } else if line.hasPrefix("edge "),
        let edge = try? JSONDecoder().decode(SceneEdge.self, from: Data(line.dropFirst(5).utf8))
      {
        progress.found(edge)
      } else if line.hasPrefix("reached "),
        let scene = try? JSONDecoder().decode(String.self, from: Data(line.dropFirst(8).utf8))
      {
        progress.reached(scene)
      } else if line.hasPrefix("finding "),
        let finding = try? JSONDecoder().decode(
          ExploreFinding.self, from: Data(line.dropFirst(8).utf8))
      {
        progress.add(finding)
      } else if line.hasPrefix("unopenable-link ") {
        // A command line to correct: the walk it asked for is not the one it would get.
        unopenableLink =
          (try? JSONDecoder().decode(String.self, from: Data(line.dropFirst(16).utf8)))
          ?? "a link leads nowhere"
      } else if line.hasPrefix("report ") {
        finished = try? JSONDecoder().decode(
          ExploreReport.self, from: Data(line.dropFirst(7).utf8))
      }
      progress.tell()
    }
    // The child has closed its output, ended most likely: it is no longer listened to, so that
    // a crash after a quiet spell is not taken for a stall.
    listener.cancel()
    let errorText = String(decoding: await errorData, as: UTF8.self)
    process.waitUntilExit()
    killer.cancel()
    try? writer.close()
    if let unopenableLink {
      return .unopenableLink(unopenableLink)
    }
    if let finished {
      if let abandoned = finished.abandoned {
        return .abandoned(finished, path: abandoned)
      }
      return .finished(finished)
    }
    // A child that Ctrl-C reached before it could ignore it was interrupted, not crashed, even
    // if its end is heard before the tool's own signal.
    let endedByCtrlC =
      process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT
    if interruption.isRequested || endedByCtrlC {
      return .interrupted
    }
    if ContinuousClock.now >= progress.deadline {
      return .outOfTime
    }
    if silence.isStalled {
      return .stalled(path: path, scene: scene)
    }
    let fatal = errorText.split(separator: "\n").first { $0.contains("Fatal error") }
    let last = errorText.split(separator: "\n").last { !$0.isEmpty }
    // An optimized build traps without a message; the backtrace still names the signal.
    let crashed = Self.crashDescription(in: errorText)
    var reason =
      process.terminationReason == .uncaughtSignal
      ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
    if let detail = fatal.map(String.init) ?? crashed ?? last.map(String.init) {
      reason += ", \(detail)"
    }
    if let frame = Self.applicationFrame(in: errorText) {
      reason += ", in \(frame)"
    }
    return .crashed(path: path, scene: scene, reason: reason)
  }

  /// The first frame of a crash's backtrace in the application's own code: outside the
  /// standard library, the system and DLC, such as `HomeLogic.countItems() at
  /// /…/HomeLogic.swift:18:37`; `nil` without a backtrace.
  ///
  /// A frame reads `0x… SYMBOL + OFFSET in MODULE at FILE:LINE:COLUMN`. In an optimized build,
  /// frames inlined into another have no offset, the standard library's are marked `[system]`
  /// and placed at `<compiler-generated>`, and an inlined frame's file may be relative.
  nonisolated static func applicationFrame(in errors: String) -> String? {
    let framework = [
      "/Sources/DLC/", "/Sources/DLCScript/", "/Sources/DLCCommandLine/", "/Sources/RealTime/",
    ]
    for line in errors.split(separator: "\n") where !line.contains("[system]") {
      // A frame's line starts with its number; registers and images do not.
      let number = line.drop { $0 == " " }.prefix { $0 != " " }
      guard !number.isEmpty, number.allSatisfy(\.isNumber),
        let address = line.range(of: " 0x")
      else { continue }
      let frame = line[address.upperBound...].drop { $0 != " " }.dropFirst()
      guard let at = frame.range(of: " at ", options: .backwards) else { continue }
      let file = frame[at.upperBound...]
      let rooted = file.hasPrefix("/") ? String(file) : "/" + file
      guard !file.contains("<compiler-generated>"),
        !framework.contains(where: { rooted.contains($0) })
      else { continue }
      let described = frame[..<at.lowerBound]
      let end =
        described.range(of: " + ")?.lowerBound
        ?? described.range(of: " in ", options: .backwards)?.lowerBound
        ?? described.endIndex
      return "\(described[..<end]) at \(file)"
    }
    return nil
  }

  /// What the backtrace says of the crash, such as `Program crashed: Illegal instruction`;
  /// `nil` without a backtrace.
  nonisolated static func crashDescription(in errors: String) -> String? {
    guard
      let line = errors.split(separator: "\n").first(where: { $0.contains("Program crashed:") }),
      let start = line.range(of: "Program crashed:")
    else { return nil }
    let description = line[start.lowerBound...]
    let end =
      description.range(of: " at 0x")?.lowerBound
      ?? description.range(of: " ***")?.lowerBound ?? description.endIndex
    return String(description[..<end])
  }

  /// Runs blocking work on a thread of its own and waits for its result.
  private static func onThread<Result: Sendable>(
    _ work: @escaping @Sendable () -> Result
  ) async -> Result {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: work()) }.start()
    }
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  // MARK: - Output

  /// Makes the folder of the reproductions before the walk: one that cannot be written fails
  /// at once, not after a walk whose findings it would then hold none of.
  private func prepare(_ folder: String) -> Bool {
    var isFolder: ObjCBool = false
    let reason: String
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        terminal.writeError(
          "cannot write the reproductions there: it is a file, not a folder", at: folder)
        return false
      }
      guard access(folder, W_OK) != 0 else { return true }
      reason = String(cString: strerror(errno))
    } else {
      guard let failure = Self.makeFolder(folder) else { return true }
      reason = String(cString: strerror(failure))
    }
    terminal.writeError("cannot write the reproductions there: \(reason)", at: folder)
    return false
  }

  /// Makes a folder and the folders it is in, as `mkdir -p` does.
  ///
  /// - Returns: Why it could not, as an `errno`; `nil` once it is there.
  private static func makeFolder(_ path: String) -> Int32? {
    if mkdir(path, 0o777) == 0 || errno == EEXIST {
      return nil
    }
    let failure = errno
    let parent = (path as NSString).deletingLastPathComponent
    guard failure == ENOENT, !parent.isEmpty, parent != path else { return failure }
    if let parentFailure = makeFolder(parent) {
      return parentFailure
    }
    return mkdir(path, 0o777) == 0 || errno == EEXIST ? nil : errno
  }

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

  /// What a reproduction needs set to type its secrets, such as ` with DLC_FILL_PASSWORD set
  /// to the --fill text of password`; empty when it types none.
  static func variables(in finding: ExploreFinding) -> String {
    let names = finding.referencedVariables
    guard !names.isEmpty else { return "" }
    return " with " + names.map { "\($0) set to its --fill text" }.joined(separator: ", ")
  }

  /// The last line of `--json`; `interrupted`, `outOfTime`, `outOfSteps` or `gaveUp` only when
  /// that cut the walk.
  private struct Summary: Encodable {
    var findings: Int
    var gaveUp: Bool?
    var interrupted: Bool?
    var outOfSteps: Bool?
    var outOfTime: Bool?
    var screens: Int
    var steps: Int
    var transitions: Int
  }

  /// The edges and the summary: each finding was written as it was found.
  private func writeJSON(_ report: ExploreReport) {
    for edge in report.edges {
      terminal.write(Self.json(["edge": edge]))
    }
    terminal.write(
      Self.json([
        "summary": Summary(
          findings: report.findings.count, gaveUp: report.isOutOfCrashes ? true : nil,
          interrupted: report.isInterrupted ? true : nil,
          outOfSteps: report.isOutOfSteps ? true : nil,
          outOfTime: report.isOutOfTime ? true : nil,
          screens: report.screens, steps: report.steps, transitions: report.transitions)
      ]))
  }
}
