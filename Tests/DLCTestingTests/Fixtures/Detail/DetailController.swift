import DLC

/// A scene that shows one entry; pushed by the Greeter.
final class DetailController: SceneController {
  private let text: String

  init(text: String) {
    self.text = text
    super.init(title: "Detail")
  }

  override func loadView() -> SceneView {
    let view = DetailView()
    view.entry.text = text
    return view
  }
}
