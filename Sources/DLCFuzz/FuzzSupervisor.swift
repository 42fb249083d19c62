import Foundation
import Synchronization

/// Runs the child that plays the lines and watches it: a crash, a line over the hang limit, a
/// line without a proper result, or a run over the time limit fails the run, reported with the
/// seed, the line number and the line itself.
///
/// A line's time is the child's processor time, so that a machine busy with other work does
/// not turn a slow line into a hang; a line during which the child waits without working
/// hangs after fifteen times the limit in wall time. The child is reaped on every way out:
/// killed (not asked) when it hangs, and waited for even when it lingers as a zombie.
struct FuzzSupervisor {
  let options: FuzzOptions
  let corpus: [String]

  /// What the child has said so far.
  private final class Progress: Sendable {
    private struct State {
      var line = 0
      var byteCount = 0
      var since = ContinuousClock.now
      var pending = ""
    }

    private let state = Mutex(State())

    var current: (line: Int, byteCount: Int, since: ContinuousClock.Instant) {
      state.withLock { ($0.line, $0.byteCount, $0.since) }
    }

    func read(_ data: Data) {
      let text = String(decoding: data, as: UTF8.self)
      state.withLock { state in
        state.pending += text
        while let newline = state.pending.firstIndex(of: "\n") {
          let fields = state.pending[..<newline].split(separator: " ")
          if let line = fields.first.flatMap({ Int($0) }) {
            state.line = line
            state.byteCount = fields.dropFirst().first.flatMap { Int($0) } ?? 0
            state.since = .now
          }
          state.pending.removeSubrange(...newline)
        }
      }
    }
  }

  func run() async -> Int32 {
    print(
      "DLCFuzz: seed \(options.seed), \(options.lines) lines (replay with --seed \(options.seed))")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    process.arguments = options.childArguments
    // No backtrace on a crash: the seed and the line replay it, and the runtime's backtracer
    // (a grandchild holding the child's output open) stalls under the address sanitizer,
    // whose abort leaves the crashed child stuck in it.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    let progress = Progress()
    output.fileHandleForReading.readabilityHandler = { handle in
      progress.read(handle.availableData)
    }
    let started = ContinuousClock.now
    do {
      try process.run()
    } catch {
      print("DLCFuzz: cannot start the child: \(error)")
      return 2
    }
    var verdict: String?
    let processor = ChildProcessor(process: process.processIdentifier)
    var watched = (line: 0, processorTime: processor.time, since: started)
    var reapedStatus: Int32?
    var zombieSince: ContinuousClock.Instant?
    while process.isRunning {
      try? await Task.sleep(for: .milliseconds(50))
      let (line, byteCount, since) = progress.current
      // Reading, parsing and echoing a line is linear in its length: a line of several
      // megabytes is given the limit once for each, and a quadratic cost still shows.
      let limit = options.hangLimit * (1 + byteCount / 1_000_000)
      if line != watched.line {
        watched = (line, processor.time, since)
      }
      let wall = since.duration(to: .now)
      let used = processor.time.flatMap { now in watched.processorTime.map { now - $0 } } ?? wall
      if line > 0, used > limit || wall > limit * 15 {
        verdict = "line \(line) took over \(limit) (a hang)"
      } else if let limit = options.timeLimit, started.duration(to: .now) > limit {
        verdict = "the run took over \(limit), at line \(line) of \(options.lines)"
      }
      if verdict != nil {
        kill(process.processIdentifier, SIGKILL)
        break
      }
      if processor.isZombie {
        // Ended, but not reaped by the process monitor (seen under the sanitizers): reaped
        // here after a moment, so that no run leaves a zombie or waits for one forever.
        let first = zombieSince ?? .now
        zombieSince = first
        if first.duration(to: .now) > .seconds(2) {
          var status: Int32 = 0
          if waitpid(process.processIdentifier, &status, WNOHANG) == process.processIdentifier {
            reapedStatus = status
            break
          }
        }
      }
    }
    if reapedStatus == nil {
      process.waitUntilExit()
    }
    output.fileHandleForReading.readabilityHandler = nil
    progress.read(Self.remaining(in: output.fileHandleForReading, within: .seconds(2)))
    let line = progress.current.line
    if verdict == nil, let status = reapedStatus {
      let signal = status & 0x7F
      verdict =
        signal != 0
        ? "the session crashed with signal \(signal) at line \(line)"
        : "the child failed with status \((status >> 8) & 0xFF) at line \(line)"
      if signal == 0, (status >> 8) & 0xFF == 0 {
        return await linesPassed(since: started)
      }
    }
    if verdict == nil {
      switch (process.terminationReason, process.terminationStatus) {
      case (.exit, 0):
        return await linesPassed(since: started)
      case (.uncaughtSignal, let signal):
        verdict = "the session crashed with signal \(signal) at line \(line)"
      case (_, let status):
        verdict = "the child failed with status \(status) at line \(line)"
      }
    }
    print("DLCFuzz: FAILED: \(verdict ?? "")")
    print("DLCFuzz: seed \(options.seed), line \(line): \(excerpt(ofLine: line))")
    print("DLCFuzz: replay with: DLCFuzz --seed \(options.seed) --lines \(max(line, 1))")
    return 1
  }

  /// What is left to read of a pipe whose writer has ended, for a moment at most: a process
  /// it started may hold the pipe open long after it.
  private static func remaining(in handle: FileHandle, within limit: Duration) -> Data {
    let descriptor = handle.fileDescriptor
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    let deadline = ContinuousClock.now + limit
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while ContinuousClock.now < deadline {
      var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&watched, 1, 50) >= 0 else { break }
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        data.append(contentsOf: buffer[..<count])
      } else if count == 0 || errno != EAGAIN && errno != EINTR {
        break
      }
    }
    return data
  }

  /// Says the lines passed, then runs the tool on long lines and pastes.
  private func linesPassed(since started: ContinuousClock.Instant) async -> Int32 {
    print(
      "DLCFuzz: \(options.lines) lines passed in \(started.duration(to: .now)) "
        + "(seed \(options.seed))")
    guard options.longLineRuns > 0 || options.pastes > 0 else { return 0 }
    let tool =
      options.tool
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
      .deletingLastPathComponent().appendingPathComponent("dlc")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
      print("DLCFuzz: FAILED: no tool at \(tool.path) for the long lines and pastes; give --tool")
      return 2
    }
    let toolStarted = ContinuousClock.now
    var problem = await LongLineRuns(
      tool: tool, seed: options.seed, count: options.longLineRuns, hangLimit: options.hangLimit
    ).run()
    if problem == nil {
      problem = await TerminalPastes(
        tool: tool, seed: options.seed, corpus: corpus, count: options.pastes,
        hangLimit: options.hangLimit
      ).run()
    }
    if let problem {
      print("DLCFuzz: FAILED: \(problem)")
      print("DLCFuzz: replay with: DLCFuzz --seed \(options.seed) --lines 0")
      return 1
    }
    print(
      "DLCFuzz: \(options.longLineRuns) long-line scripts and \(options.pastes) pastes passed "
        + "in \(toolStarted.duration(to: .now)) (seed \(options.seed))")
    if let limit = options.timeLimit, started.duration(to: .now) > limit {
      print("DLCFuzz: FAILED: the run took over \(limit)")
      return 1
    }
    return 0
  }

  /// Line `number` of the seed, escaped and cut to a readable length.
  private func excerpt(ofLine number: Int) -> String {
    guard number > 0 else { return "(before the first line)" }
    var generator = LineGenerator(seed: options.seed, corpus: corpus)
    var line = ""
    for _ in 1...number {
      line = generator.next()
    }
    let shown = line.unicodeScalars.prefix(200).map { $0.escaped(asASCII: true) }.joined()
    let rest = line.unicodeScalars.count - 200
    return "\"" + shown + "\"" + (rest > 0 ? " and \(rest) more scalars" : "")
  }
}
