import DLC

/// The sample application's composition root: it keeps its container and starts on the
/// Greeter scene.
@MainActor
final class SampleApp: SceneApplication {
  static let acts = [SampleScene.act]

  private(set) var dc: SampleDC?

  func start(on stage: Stage) {
    let dc = SampleDC(clock: stage.clock)
    self.dc = dc
    stage.setRoot(dc.factory.scene(.greeter))
  }
}
