import DLC

/// A scene's whole life: created, pushed, rendered, popped and freed; against building the same
/// view and writing its text by hand, and against Greeter written by hand as a VIPER module
/// that builds the same parts (view, presenter, interactor and state), shows its first
/// greeting, is pushed on a stack of views, has its text written by hand and is popped.
///
/// That every side frees what it built is checked once, before the timed rounds, so that the
/// leak checks are not part of the figures.
@MainActor
final class SceneLifecycleBenchmark: ViperComparedBenchmark {
  nonisolated static let name = "scene-lifecycle"
  nonisolated let budget: Budget? = .time(atMostNanoseconds: 20_000)
  nonisolated let operationsPerSample: Int? = nil
  nonisolated let viperRatioLimit = 1.5

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
      stage.push(scene)
      let rendered = stage.render()
      try stage.pop()
      guard let greeterView = scene.view as? GreeterView,
        rendered
          == Self.render(
            name: greeterView.name, greeting: greeterView.greeting, done: greeterView.done)
      else {
        throw BenchmarkError.unexpected(
          benchmark: Self.name, detail: "the hand-written text differs from the renderer's")
      }
      controller = scene
      view = scene.view
      logic = scene.logic
      let built = ViperGreeterModule.build()
      module = built
      _ = viperModule(built)
    }
    guard controller == nil, view == nil, logic == nil, module == nil else {
      let alive = [
        ("controller", controller != nil), ("view", view != nil), ("logic", logic != nil),
        ("VIPER module", module != nil),
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
      checksum &+=
        Self.render(name: view.name, greeting: view.greeting, done: view.done)
        .utf8.count
    }
    return checksum
  }

  func viperModule(_ count: Int) -> Int {
    var checksum = 0
    for _ in 0..<count {
      checksum &+= viperModule(ViperGreeterModule.build())
    }
    return checksum
  }

  private func viperModule(_ view: ViperGreeterView) -> Int {
    view.output?.nameDidChange("")
    stack.append(view)
    let text = Self.render(name: view.name, greeting: view.greeting, done: view.done)
    stack.removeLast()
    return text.utf8.count
  }

  /// Greeter's text, written by hand as the text renderer writes it.
  private static func render(name: TextField, greeting: Label, done: Button) -> String {
    [
      "[Greeter] Greeting",
      "name: [\(name.text)] (\(name.placeholder))",
      "greeting: \(greeting.text)",
      "done: <\(done.title)>",
    ].joined(separator: "\n")
  }
}
