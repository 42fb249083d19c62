import DLC
import PlainScenes

/// A scene with a planted defect: its presenter holds it strongly, so it outlives its time
/// on the stage.
final class LeakyScene: SceneController {
  private var presenter: LeakyPresenter?

  override var name: String { "Leaky" }

  override func loadView() -> SceneView {
    presenter = LeakyPresenter(controller: self)
    return PlainView([Label(id: "message", text: "held by my presenter")])
  }
}
