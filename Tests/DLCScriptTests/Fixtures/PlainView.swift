import DLC

/// A view of the elements it is given.
final class PlainView: SceneView {
  private let elements: [Element]

  init(elements: [Element]) {
    self.elements = elements
    super.init()
  }

  required init() {
    elements = []
    super.init()
  }

  override var body: [Element] { elements }
}
