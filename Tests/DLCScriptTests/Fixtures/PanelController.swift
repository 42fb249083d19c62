import DLC

/// A scene with a `message` of its own and a slot, `panel`, for a child scene.
final class PanelController: SceneController {
  let panel = SceneSlot(id: "panel")
  private let text: String

  init(name: String, message: String) {
    text = message
    super.init(title: name)
  }

  override var name: String { title }

  override func loadView() -> SceneView {
    PlainView(elements: [Label(id: "message", text: text), panel])
  }
}
