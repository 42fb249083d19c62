import DLC

/// Greeter's elements: a name to type and the greeting it produces.
final class GreeterView: SceneView {
  let name = TextField(id: "name", placeholder: "Your name")
  let greeting = Label(id: "greeting")
  let done = Button(id: "done", title: "Done")

  override var body: [Element] { [name, greeting, done] }
}
