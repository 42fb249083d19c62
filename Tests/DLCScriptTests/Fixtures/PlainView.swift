import DLC

/// A view of the elements it is given.
final class PlainView: SceneView {
  private let elements: [Element]

  init(elements: [Element]) {
    self.elements = elements
  }

  required init() {
    elements = []
  }

  override var body: [Element] { elements }
}
