import DLC

/// A scene's whole life, as in `scene-lifecycle`: created, pushed, rendered, popped and freed;
/// against Greeter written by hand as a VIPER module that builds the same parts (view,
/// presenter, interactor and state), shows its first greeting, is pushed on a stack of views,
/// has its text written by hand and is popped.
///
/// That both sides free everything is checked once, before the timed rounds, so that the leak
/// checks cost neither side anything.
@MainActor
final class SceneLifecycleViperBenchmark: Benchmark {
  nonisolated static let name = "scene-lifecycle-viper"
  nonisolated let budget: Budget? = .ratio(atMost: 1.5)
  nonisolated let operationsPerSample: Int? = nil

  private let stage = Stage(clock: ManualClock())
  private var stack: [ViperGreeterView] = []

  init() throws {
    stage.setRoot(SceneController(title: "Root"))
    weak var controller: GreeterController?
    weak var view: SceneView?
    weak var logic: GreeterLogic?
    weak var module: ViperGreeterView?
    do {
      let scene = GreeterController()
      controller = scene
      _ = try ours(scene)
      view = scene.view
      logic = scene.logic
      let built = ViperGreeterModule.build()
      module = built
      _ = baseline(built)
    }
    guard controller == nil, view == nil, logic == nil, module == nil else {
      throw BenchmarkError.unexpected(benchmark: Self.name, detail: "a side left a part behind")
    }
  }

  func ours(_ count: Int) throws -> Int {
    var checksum = 0
    for _ in 0..<count {
      checksum &+= try ours(GreeterController())
    }
    return checksum
  }

  func baseline(_ count: Int) -> Int {
    var checksum = 0
    for _ in 0..<count {
      checksum &+= baseline(ViperGreeterModule.build())
    }
    return checksum
  }

  private func ours(_ scene: GreeterController) throws -> Int {
    stage.push(scene)
    let length = stage.render().utf8.count
    try stage.pop()
    return length
  }

  private func baseline(_ view: ViperGreeterView) -> Int {
    view.output?.nameDidChange("")
    stack.append(view)
    let text = [
      "[Greeter] Greeting",
      "name: [\(view.name.text)] (\(view.name.placeholder))",
      "greeting: \(view.greeting.text)",
      "done: <\(view.done.title)>",
    ].joined(separator: "\n")
    stack.removeLast()
    return text.utf8.count
  }
}
