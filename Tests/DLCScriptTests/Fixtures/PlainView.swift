import DLC

/// A view of the elements it is given.
final class PlainView: SceneView {
  private let elements: [Element]

  init(elements: [Element]) {
    self.elements = elements
  }

  override var body: [Element] { elements }
}
