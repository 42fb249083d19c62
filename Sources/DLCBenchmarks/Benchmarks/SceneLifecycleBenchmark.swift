import DLC

/// A scene's whole life: created, pushed, rendered, popped and freed; against building the same
/// view and writing its text by hand.
///
/// That the popped scene's controller, view and logic are freed is checked once, before the
/// timed rounds, so that the leak checks are not part of the figure.
@MainActor
final class SceneLifecycleBenchmark: Benchmark {
  nonisolated static let name = "scene-lifecycle"
  nonisolated let budget: Budget? = .time(atMostNanoseconds: 20_000)
  nonisolated let operationsPerSample: Int? = nil

  private let stage = Stage(clock: ManualClock())

  init() throws {
    stage.setRoot(SceneController(title: "Root"))
    weak var controller: GreeterController?
    weak var view: SceneView?
    weak var logic: GreeterLogic?
    do {
      let scene = GreeterController()
      stage.push(scene)
      let rendered = stage.render()
      try stage.pop()
      guard let greeterView = scene.view as? GreeterView, rendered == Self.render(greeterView)
      else {
        throw BenchmarkError.unexpected(
          benchmark: Self.name, detail: "the hand-written text differs from the renderer's")
      }
      controller = scene
      view = scene.view
      logic = scene.logic
    }
    guard controller == nil, view == nil, logic == nil else {
      let alive = [
        ("controller", controller != nil), ("view", view != nil), ("logic", logic != nil),
      ]
      throw BenchmarkError.leftBehind(scene: "Greeter", objects: alive.filter(\.1).map(\.0))
    }
  }

  func ours(_ count: Int) throws -> Int {
    var checksum = 0
    for _ in 0..<count {
      let scene = GreeterController()
      stage.push(scene)
      checksum &+= stage.render().utf8.count
      try stage.pop()
    }
    return checksum
  }

  func baseline(_ count: Int) -> Int {
    var checksum = 0
    for _ in 0..<count {
      let view = GreeterView()
      view.greeting.text = GreeterPresenter.greeting(for: "")
      checksum &+= Self.render(view).utf8.count
    }
    return checksum
  }

  /// Greeter's text, written by hand as the text renderer writes it.
  private static func render(_ view: GreeterView) -> String {
    [
      "[Greeter] Greeting",
      "name: [\(view.name.text)] (\(view.name.placeholder))",
      "greeting: \(view.greeting.text)",
      "done: <\(view.done.title)>",
    ].joined(separator: "\n")
  }
}
