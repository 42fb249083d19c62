import DLC

/// Welcome's elements: a title and the way in.
final class WelcomeView: SceneView {
  let title = Label(id: "title")
  let signIn = Button(id: "signIn", title: "Sign in")

  override var body: [Element] { [title, signIn] }
}
