import DLC

/// Top to bottom: `message`, `ok`, `scenes`.
final class HomeView: SceneView {
  let message = Label(id: "message")
  let ok = Button(id: "ok", title: "OK")
  let scenes = ListView(id: "scenes")

  override var body: [Element] { [message, ok, scenes] }
}
