/// Starting `dlc --version` until it exits; against starting an empty Swift program.
///
/// Reported without a budget: most of the difference is the dynamic loader bringing in
/// Foundation's networking and the libraries it needs, which a person never waits for in the
/// interactive session, whose first screen shows within milliseconds of the start.
struct ProcessStartBenchmark: Benchmark {
  static let name = "process-start"
  let budget: Budget? = nil
  let operationsPerSample: Int? = 1

  private let dlc: BuiltProgram
  private let empty: BuiltProgram

  init() throws {
    dlc = try BuiltProgram(named: "dlc")
    empty = try BuiltProgram(named: "EmptyProgram")
  }

  func ours(_ count: Int) throws -> Int {
    for _ in 0..<count {
      try dlc.run(["--version"])
    }
    return count
  }

  func baseline(_ count: Int) throws -> Int {
    for _ in 0..<count {
      try empty.run([])
    }
    return count
  }
}
