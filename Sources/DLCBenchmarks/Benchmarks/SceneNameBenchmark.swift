import DLC

/// Reading a scene's name, which every snapshot and every script step does, from two scenes in
/// turn; against reading a name kept in a constant of a final class, which the compiler reads
/// in place.
///
/// A controller's name is its type's name without "Controller". Describing a type looks its
/// conformances up at run time, over half a microsecond a read, so the name is
/// made once, when the controller is created, and kept. A read is then a call of the
/// overridable `name` and a copy of the kept string: the budget of 50 ns holds a read to that,
/// far from a description of the type.
@MainActor
final class SceneNameBenchmark: Benchmark {
  nonisolated static let name = "scene-name"
  nonisolated let budget: Budget? = .time(atMostNanoseconds: 50)
  nonisolated let operationsPerSample: Int? = nil

  private let scenes: [SceneController] = [GreeterController(), CountriesController(names: [])]
  private let named: [NamedScene] = [NamedScene(name: "Greeter"), NamedScene(name: "Countries")]

  init() throws {
    guard scenes.map(\.name) == named.map(\.name) else {
      throw BenchmarkError.unexpected(
        benchmark: Self.name, detail: "the scenes are named \(scenes.map(\.name))")
    }
  }

  func ours(_ count: Int) -> Int {
    var checksum = 0
    for index in 0..<count {
      checksum &+= scenes[index & 1].name.utf8.count
    }
    return checksum
  }

  func baseline(_ count: Int) -> Int {
    var checksum = 0
    for index in 0..<count {
      checksum &+= named[index & 1].name.utf8.count
    }
    return checksum
  }
}
