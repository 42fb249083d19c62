import DLC

/// One input's round trip: text typed into a field reaches the interactor, the logic's state,
/// the presenter and a label, in a scene declared with ``SceneParts`` as applications declare
/// theirs (``Greeting``); against the same state change and label write in direct calls, and
/// against the same input through Greeter written by hand as a VIPER module (view → presenter →
/// interactor → presenter → view, every part behind a protocol, every back-reference weak, the
/// interactor telling the presenter only the name that changed).
///
/// The design's budget is the ratio to the VIPER module; the baseline shows what both cost over
/// the bare writes.
@MainActor
final class InputRoundTripBenchmark: ViperComparedBenchmark {
  nonisolated static let name = "input-round-trip"
  nonisolated let budget: Budget? = nil
  nonisolated let operationsPerSample: Int? = nil
  nonisolated let viperRatioLimit = 1.3

  private let names = ["Ada Lovelace", "Grace Hopper"]
  private let stage = Stage(clock: ManualClock())
  private let greeting: Label
  private let direct = DirectGreeter()
  private let module = ViperGreeterModule.build()

  init() throws {
    let scene = Greeting.controller(setup: Greeting.Setup(), dc: ())
    stage.setRoot(scene)
    guard let view = scene.view as? GreeterView else {
      throw BenchmarkError.unexpected(benchmark: Self.name, detail: "Greeting has no GreeterView")
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
      direct.type(names[index & 1])
      checksum &+= direct.greeting.text.utf8.count
    }
    return checksum
  }

  func viperModule(_ count: Int) -> Int {
    var checksum = 0
    for index in 0..<count {
      module.type(names[index & 1])
      checksum &+= module.greeting.text.utf8.count
    }
    return checksum
  }
}
