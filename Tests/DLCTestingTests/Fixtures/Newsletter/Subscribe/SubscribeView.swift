import DLC

/// The Subscribe scene's elements.
final class SubscribeView: SceneView {
  let email = TextField(id: "email", placeholder: "you@example.com")
  let subscribe = Button(id: "subscribe", title: "Subscribe")
  let message = Label(id: "message")
  let done = Button(id: "done", title: "Done")

  override var body: [Element] { [email, subscribe, message, done] }
}
