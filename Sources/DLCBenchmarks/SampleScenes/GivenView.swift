import DLC

/// A view whose elements its controller gives, for screens made to a size.
final class GivenView: SceneView {
  /// The elements, in the order shown.
  var elements: [Element] = []

  override var body: [Element] { elements }
}
