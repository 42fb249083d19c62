import DLC
import DLCScript

/// Script commands that read or change one element (`type name …`, `expect echo is …`), run
/// through a session on a screen of a given number of elements; against the same commands on
/// a screen of 10, so the ratio is what the screen's size adds to each command.
@MainActor
final class ScreenSizeBenchmark: Benchmark {
  nonisolated static let name = "command-on-screen"

  /// The size the baseline runs at.
  nonisolated static let baselineSize = 10

  /// The sizes measured, each an entry of its own.
  nonisolated static let sizes = [10, 100, 1_000]

  nonisolated let budget: Budget? = .ratio(atMost: 2)
  nonisolated let operationsPerSample: Int? = nil

  private static let lines = [
    "type name Ada", "expect echo is Ada", "type name Grace", "expect echo is Grace",
  ]

  private let large: ScriptSession
  private let small: ScriptSession
  private let steps: [ScriptStep]

  /// Builds both screens.
  ///
  /// - Parameter size: The number of elements on the screen measured.
  /// - Throws: A parse error, if one of the commands no longer parses.
  init(size: Int) throws {
    large = Self.session(elements: size)
    small = Self.session(elements: Self.baselineSize)
    steps = try Self.lines.enumerated().compactMap { number, line in
      try Parser.parse(line: line, number: number + 1)
    }
  }

  func ours(_ count: Int) async throws -> Int {
    try await run(count, on: large)
  }

  func baseline(_ count: Int) async throws -> Int {
    try await run(count, on: small)
  }

  private func run(_ count: Int, on session: ScriptSession) async throws -> Int {
    var checksum = 0
    for index in 0..<count {
      let result = await session.execute(steps[index % steps.count])
      guard result.isOK else {
        throw BenchmarkError.unexpected(benchmark: Self.name, detail: result.error ?? "")
      }
      checksum &+= result.line
    }
    return checksum
  }

  private static func session(elements: Int) -> ScriptSession {
    let stage = Stage(clock: ManualClock())
    stage.setRoot(SizedController(elements: elements))
    return ScriptSession(stage: stage)
  }
}
