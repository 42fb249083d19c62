import DLC

/// An application that starts by showing what a closure makes, for walks written in a test.
@MainActor
struct ClosureApplication: SceneApplication {
  static let acts: [ActDescription] = []

  var makeRoot: @MainActor () -> SceneController

  func start(on stage: Stage) {
    stage.setRoot(makeRoot())
  }
}
