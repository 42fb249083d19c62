import DLC
import PlainScenes

/// A scene that shows the elements it is given, for renderings of elements of every kind.
final class ElementsScene: SceneController {
  private let elements: [Element]

  init(_ elements: [Element]) {
    self.elements = elements
    super.init(title: "Elements")
  }

  override var name: String { "Elements" }

  override func loadView() -> SceneView {
    PlainView(elements)
  }
}
