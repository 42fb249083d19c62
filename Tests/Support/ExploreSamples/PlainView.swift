import DLC

/// A view that shows the elements it is given.
final class PlainView: SceneView {
  private var elements: [Element] = []

  required init() {}

  convenience init(_ elements: [Element]) {
    self.init()
    self.elements = elements
  }

  override var body: [Element] { elements }
}
