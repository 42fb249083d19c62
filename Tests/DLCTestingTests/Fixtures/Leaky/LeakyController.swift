import DLC

/// A scene with a mistake: its presenter holds the controller strongly, a cycle that keeps
/// the scene alive after it leaves the stage.
final class LeakyController: SceneController {
  private var presenter: LeakyPresenter?

  init() {
    super.init(title: "Leaky")
  }

  override func loadView() -> SceneView {
    let view = SceneView()
    presenter = LeakyPresenter(controller: self)
    return view
  }
}
