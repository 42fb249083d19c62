import DLC
import DLCScript
import Scenes

/// A 10,000-line script parsed and run against Atlas on a manual clock; against calling the
/// stage for the same commands, with no parsing, settling or result records.
@MainActor
final class ScriptThroughputBenchmark: Benchmark {
  nonisolated static let name = "script-throughput"
  nonisolated static let commandsPerScript = 10_000

  nonisolated let budget: Budget? = .rate(atLeastPerSecond: 50_000, unit: "command")
  nonisolated let operationsPerSample: Int? = ScriptThroughputBenchmark.commandsPerScript

  /// One cycle of cheap commands on Login, repeated to make the script.
  nonisolated static let cycle = [
    "type email ada@example.com",
    "expect email is ada@example.com",
    "show",
    "type email \"grace@example.com\"",
    "expect scene is Login",
  ]

  private let stage: Stage
  private let session: ScriptSession
  private let source: String

  init() async throws {
    let stage = Stage(clock: ManualClock())
    Atlas(configuration: AtlasConfiguration()).start(on: stage)
    let session = ScriptSession(stage: stage, acts: Atlas.acts)
    _ = await session.settle()
    let opening = await session.execute("tap signIn")
    guard opening.isOK, stage.topScene?.name == "Login" else {
      throw BenchmarkError.unexpected(
        benchmark: Self.name, detail: "Atlas did not open Login: \(opening.error ?? "")")
    }
    self.stage = stage
    self.session = session
    source = (0..<Self.commandsPerScript)
      .map { Self.cycle[$0 % Self.cycle.count] }
      .joined(separator: "\n")
  }

  /// Parses and runs the whole script once for every 10,000 operations asked for.
  func ours(_ count: Int) async throws -> Int {
    var executed = 0
    for _ in 0..<count / Self.commandsPerScript {
      let script = try Parser.parse(script: source)
      let results = await session.run(script)
      if let failed = results.last, !failed.isOK {
        throw BenchmarkError.unexpected(
          benchmark: Self.name, detail: "line \(failed.line): \(failed.error ?? "")")
      }
      executed += results.count
    }
    return executed
  }

  func baseline(_ count: Int) throws -> Int {
    var executed = 0
    for _ in 0..<count / Self.commandsPerScript {
      for index in 0..<Self.commandsPerScript {
        try perform(index % Self.cycle.count)
        executed += 1
      }
    }
    return executed
  }

  /// Does by hand what the command at this place in the cycle does.
  private func perform(_ command: Int) throws {
    let holds: Bool
    switch command {
    case 0:
      try stage.type("ada@example.com", into: "email")
      holds = true
    case 1:
      holds = (stage.element(withID: "email") as? TextField)?.text == "ada@example.com"
    case 2:
      holds = !stage.render().isEmpty
    case 3:
      try stage.type("grace@example.com", into: "email")
      holds = true
    default:
      holds = stage.topScene?.name == "Login"
    }
    guard holds else {
      throw BenchmarkError.unexpected(
        benchmark: Self.name, detail: "'\(Self.cycle[command])' does not hold")
    }
  }
}
