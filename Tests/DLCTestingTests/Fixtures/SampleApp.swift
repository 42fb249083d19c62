import DLC

/// The sample application's composition root: it starts on the Greeter scene.
@MainActor
struct SampleApp: SceneApplication {
  static let acts = [SampleScene.act]

  func start(on stage: Stage) {
    let dc = SampleDC(clock: stage.clock)
    stage.setRoot(dc.factory.scene(.greeter))
  }
}
