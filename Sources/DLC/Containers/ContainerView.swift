/// The view of a container scene: the elements it is given, slots among them.
final class ContainerView: SceneView {
  /// The elements, top to bottom; set before the view is first rendered.
  var elements: [Element] = []

  override var body: [Element] { elements }
}
