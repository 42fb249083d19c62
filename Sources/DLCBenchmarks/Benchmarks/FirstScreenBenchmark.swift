/// Starting `dlc` at a terminal until the interactive session shows its first screen and
/// prompt; against starting an empty Swift program at a terminal until it exits.
///
/// Reported without a budget. Both run on a pseudo-terminal, so `dlc` takes the path a person
/// meets: the terminal put in raw mode, the first scene rendered, the prompt drawn.
struct FirstScreenBenchmark: Benchmark {
  static let name = "first-screen"
  let budget: Budget? = nil
  let operationsPerSample: Int? = 1

  /// The prompt that follows Atlas's first screen.
  static let prompt = "Welcome> "

  private let dlc: SpawnedProgram
  private let empty: SpawnedProgram

  init() throws {
    dlc = try SpawnedProgram(named: "dlc")
    empty = try SpawnedProgram(named: "EmptyProgram")
  }

  func ours(_ count: Int) throws -> Int {
    for _ in 0..<count {
      try dlc.runOnTerminal([], until: Self.prompt)
    }
    return count
  }

  func baseline(_ count: Int) throws -> Int {
    for _ in 0..<count {
      try empty.runOnTerminal([], until: nil)
    }
    return count
  }
}
