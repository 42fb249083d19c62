import DLC
import Foundation
import Scenes

/// `dlc run` of a script of N commands against Atlas, start to exit, output to `/dev/null`;
/// against a runner written by hand in this process: read the file, split each line into
/// words and call the stage, writing `show`'s screens to `/dev/null`.
///
/// The hand-written runner checks nothing in advance, keeps no results, looks for no leaks and
/// starts no process, so the ratio is what the command language, its checks and the program's
/// start cost over driving the stage directly. The rate counts ours, start included.
@MainActor
final class ScriptRunBenchmark: ProgramRunBenchmark {
  nonisolated static let name = "dlc-run-commands"
  /// The script lengths measured.
  nonisolated static let sizes = [10_000, 100_000, 1_000_000]

  nonisolated let budget: Budget? = .rate(atLeastPerSecond: 400_000, unit: "command")
  nonisolated let operationsPerSample: Int?
  /// The script's length: one sample runs it once.
  private let commands: Int
  nonisolated let peakMemoryLimit = 80_000_000
  private(set) var peakResidentBytes = 0

  /// The commands repeated after the opening `tap signIn`: script-throughput's, on Login.
  private static let cycle = ScriptThroughputBenchmark.cycle

  private let dlc: SpawnedProgram
  private nonisolated let folder: URL
  private let script: URL

  /// Writes a script of `commands` commands to a new folder.
  init(commands: Int) throws {
    dlc = try SpawnedProgram(named: "dlc")
    self.commands = commands
    operationsPerSample = commands
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dlc-benchmark-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    script = folder.appendingPathComponent("login.dlc")
    var text = "tap signIn\n"
    for index in 0..<commands - 1 {
      text += Self.cycle[index % Self.cycle.count]
      text += "\n"
    }
    try Data(text.utf8).write(to: script)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs `dlc run` on the script once for every script's worth of operations asked for.
  func ours(_ count: Int) throws -> Int {
    var executed = 0
    for _ in 0..<count / commands {
      // `dlc run` exits with 0 only when every command of the script worked.
      let peak = try dlc.runWatchingMemory(["run", script.path])
      peakResidentBytes = max(peakResidentBytes, peak)
      executed += commands
    }
    return executed
  }

  func baseline(_ count: Int) async throws -> Int {
    var executed = 0
    for _ in 0..<count / commands {
      executed += try await runByHand()
    }
    return executed
  }

  /// Plays the script on a fresh start of Atlas, one line at a time, as a small hand-written
  /// driver would.
  private func runByHand() async throws -> Int {
    let stage = Stage(clock: ManualClock())
    Atlas(configuration: AtlasConfiguration()).start(on: stage)
    await stage.settle()
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/null"))
    defer { try? output.close() }
    var pending = ""
    var executed = 0
    let text = try String(contentsOf: script, encoding: .utf8)
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ", maxSplits: 3)
      let holds: Bool
      switch words[0] {
      case "tap":
        try stage.tap(String(words[1]))
        await stage.settle()
        holds = true
      case "type":
        let typed = words[2...].joined(separator: " ")
        try stage.type(typed.trimmingCharacters(in: ["\""]), into: String(words[1]))
        holds = true
      case "show":
        pending += stage.render()
        pending += "\n"
        if pending.utf8.count > 65_536 {
          output.write(Data(pending.utf8))
          pending = ""
        }
        holds = true
      default:
        let expected = String(words[3])
        holds =
          words[1] == "scene"
          ? stage.topScene?.name == expected
          : (stage.element(withID: String(words[1])) as? TextField)?.text == expected
      }
      guard holds else {
        throw BenchmarkError.unexpected(benchmark: Self.name, detail: "'\(line)' does not hold")
      }
      executed += 1
    }
    output.write(Data(pending.utf8))
    return executed
  }
}
