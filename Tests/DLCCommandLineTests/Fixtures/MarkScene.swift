import DLC
import PlainScenes

/// A scene whose `mark` button changes only its own title, and whose `open` button leads on
/// only once it is marked: what the tap changed is seen only by walking on from it.
final class MarkScene: SceneController {
  private var isMarked = false

  override var name: String { "Mark" }

  override func loadView() -> SceneView {
    let mark = Button(id: "mark", title: "Mark")
    let open = Button(id: "open", title: "Open")
    mark.onTap = { [weak self, weak mark] in
      guard let self else { return }
      isMarked.toggle()
      mark?.title = isMarked ? "Unmark" : "Mark"
    }
    open.onTap = { [weak self] in
      guard let self, isMarked else { return }
      stage?.push(ButtonScene("Marked"))
    }
    return PlainView([mark, open])
  }
}
