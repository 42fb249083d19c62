import Foundation
import Synchronization

/// Runs the child that plays the lines and watches it: a crash, a line over the hang limit, a
/// line without a proper result, or a run over the time limit fails the run, reported with the
/// seed, the line number and the line itself.
struct FuzzSupervisor {
  let options: FuzzOptions
  let corpus: [String]

  /// What the child has said so far.
  private final class Progress: Sendable {
    private struct State {
      var line = 0
      var since = ContinuousClock.now
      var pending = ""
    }

    private let state = Mutex(State())

    var current: (line: Int, since: ContinuousClock.Instant) {
      state.withLock { ($0.line, $0.since) }
    }

    func read(_ data: Data) {
      let text = String(decoding: data, as: UTF8.self)
      state.withLock { state in
        state.pending += text
        while let newline = state.pending.firstIndex(of: "\n") {
          if let line = Int(state.pending[..<newline]) {
            state.line = line
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
    while process.isRunning {
      try? await Task.sleep(for: .milliseconds(50))
      let (line, since) = progress.current
      if line > 0, since.duration(to: .now) > options.hangLimit {
        verdict = "line \(line) took over \(options.hangLimit) (a hang)"
      } else if let limit = options.timeLimit, started.duration(to: .now) > limit {
        verdict = "the run took over \(limit), at line \(line) of \(options.lines)"
      }
      if verdict != nil {
        process.terminate()
        break
      }
    }
    process.waitUntilExit()
    output.fileHandleForReading.readabilityHandler = nil
    progress.read(output.fileHandleForReading.readDataToEndOfFile())
    let line = progress.current.line
    if verdict == nil {
      switch (process.terminationReason, process.terminationStatus) {
      case (.exit, 0):
        let elapsed = started.duration(to: .now)
        print("DLCFuzz: \(options.lines) lines passed in \(elapsed) (seed \(options.seed))")
        return 0
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
