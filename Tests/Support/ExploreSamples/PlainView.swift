import DLC

/// A view that shows the elements it is given.
final class PlainView: SceneView {
  private let elements: [Element]

  init(_ elements: [Element]) {
    self.elements = elements
  }

  override var body: [Element] { elements }
}
