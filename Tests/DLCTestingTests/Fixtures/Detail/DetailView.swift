import DLC

/// The Detail scene's one label.
final class DetailView: SceneView {
  let entry = Label(id: "entry")

  override var body: [Element] { [entry] }
}
