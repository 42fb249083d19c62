import DLC

/// A scene that only shows the view it is given, for a test of one part on a real stage.
final class ViewOnlyController: SceneController {
  private let shownView: SceneView

  init(view: SceneView) {
    shownView = view
    super.init(title: "Test")
  }

  override func loadView() -> SceneView {
    shownView
  }
}
