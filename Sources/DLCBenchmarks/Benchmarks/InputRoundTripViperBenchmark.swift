import DLC

/// One input's round trip, as in `input-round-trip`; against the same input through Greeter
/// written by hand as a VIPER module (view → presenter → interactor → presenter → view, every
/// part behind a protocol, every back-reference weak).
@MainActor
final class InputRoundTripViperBenchmark: Benchmark {
  nonisolated static let name = "input-round-trip-viper"
  nonisolated let budget: Budget? = .ratio(atMost: 1.3)
  nonisolated let operationsPerSample: Int? = nil

  private let names = ["Ada Lovelace", "Grace Hopper"]
  private let stage = Stage(clock: ManualClock())
  private let greeting: Label
  private let module = ViperGreeterModule.build()

  init() throws {
    let scene = GreeterController()
    stage.setRoot(scene)
    guard let view = scene.view as? GreeterView else {
      throw BenchmarkError.unexpected(benchmark: Self.name, detail: "Greeter has no GreeterView")
    }
    greeting = view.greeting
  }

  func ours(_ count: Int) throws -> Int {
    var checksum = 0
    for index in 0..<count {
      try stage.type(names[index & 1], into: "name")
      checksum &+= greeting.text.utf8.count
    }
    return checksum
  }

  func baseline(_ count: Int) -> Int {
    var checksum = 0
    for index in 0..<count {
      module.type(names[index & 1])
      checksum &+= module.greeting.text.utf8.count
    }
    return checksum
  }
}
