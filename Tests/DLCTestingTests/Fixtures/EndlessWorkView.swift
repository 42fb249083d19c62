import DLC

/// The Endless scene's one button.
final class EndlessWorkView: SceneView {
  let start = Button(id: "start", title: "Start")

  override var body: [Element] { [start] }
}
