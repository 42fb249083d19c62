import DLC

/// The Greeter's elements.
final class GreeterView: SceneView {
  let greeting = Label(id: "greeting")
  let name = TextField(id: "name", placeholder: "Your name")
  let preview = Label(id: "preview")
  let greet = Button(id: "greet", title: "Greet")
  let history = ListView(id: "history")

  override var body: [Element] { [greeting, name, preview, greet, history] }
}
