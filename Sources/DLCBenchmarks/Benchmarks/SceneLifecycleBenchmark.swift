import DLC

/// A scene's whole life: created, pushed, rendered, popped and freed; against building the same
/// view and writing its text by hand, and against Greeter written by hand as a VIPER module
/// that builds the same parts (view, presenter, interactor and state), shows its first
/// greeting, is pushed on a stack of views, has its text written by hand and is popped.
///
/// The scene is declared with ``SceneParts``, as applications declare theirs (``Greeting``);
/// a second row times the same scene with a controller written by hand (``GreeterController``),
/// which shows what the declaration's generic controller and wiring cost.
///
/// That every side frees what it built is checked once, before the timed rounds, so that the
/// leak checks are not part of the figures.
@MainActor
final class SceneLifecycleBenchmark: ViperComparedBenchmark {
  /// How the timed scene is written.
  enum Shape: String, CaseIterable, Sendable {
    /// Declared with ``SceneParts``, its controller the framework's.
    case declared
    /// With a controller written by hand that builds every part itself.
    case handWritten = "hand-written"
  }

  nonisolated static let name = "scene-lifecycle"
  nonisolated let budget: Budget? = .time(atMostNanoseconds: 20_000)
  nonisolated let operationsPerSample: Int? = nil
  nonisolated let viperRatioLimit = 2.0

  /// The row's name: the benchmark's for the declared scene, with the shape for the other.
  nonisolated let rowName: String

  private let shape: Shape
  private let stage = Stage(clock: ManualClock())
  private var stack: [ViperGreeterView] = []
  /// The scene's name, which its text starts with.
  private let sceneName: String

  init(shape: Shape = .declared) throws {
    self.shape = shape
    rowName = shape == .declared ? Self.name : "\(Self.name)-\(shape.rawValue)"
    sceneName = Self.makeScene(shape).name
    stage.setRoot(SceneController(title: "Root"))
    weak var controller: SceneController?
    weak var view: SceneView?
    weak var module: ViperGreeterView?
    do {
      let scene = Self.makeScene(shape)
      stage.push(scene)
      let rendered = stage.render()
      try stage.pop()
      guard let greeterView = scene.view as? GreeterView else {
        throw BenchmarkError.unexpected(benchmark: Self.name, detail: "no GreeterView")
      }
      try Self.requireSameText(
        rendered: rendered,
        handWritten: Self.render(
          scene: sceneName, name: greeterView.name, greeting: greeterView.greeting,
          done: greeterView.done))
      controller = scene
      view = scene.view
      let built = ViperGreeterModule.build()
      module = built
      _ = viperModule(built)
    }
    guard controller == nil, view == nil, module == nil else {
      let alive = [
        ("controller", controller != nil), ("view", view != nil), ("VIPER module", module != nil),
      ]
      throw BenchmarkError.leftBehind(scene: sceneName, objects: alive.filter(\.1).map(\.0))
    }
  }

  func ours(_ count: Int) throws -> Int {
    var checksum = 0
    for _ in 0..<count {
      let scene = Self.makeScene(shape)
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
        Self.render(scene: sceneName, name: view.name, greeting: view.greeting, done: view.done)
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
    let text = Self.render(
      scene: sceneName, name: view.name, greeting: view.greeting, done: view.done)
    stack.removeLast()
    return text.utf8.count
  }

  private static func makeScene(_ shape: Shape) -> SceneController {
    switch shape {
    case .declared: Greeting.controller(setup: Greeting.Setup(), dc: ())
    case .handWritten: GreeterController()
    }
  }

  /// Greeter's text, written by hand as the text renderer writes it.
  private static func render(
    scene: String, name: TextField, greeting: Label, done: Button
  ) -> String {
    [
      "[\(scene)] Greeting",
      "name: [\(name.text)] (\(name.placeholder))",
      "greeting: \(greeting.text)",
      "done: <\(done.title)>",
    ].joined(separator: "\n")
  }
}
