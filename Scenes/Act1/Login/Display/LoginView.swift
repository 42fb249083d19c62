import DLC

/// Login's elements: the form and the line that explains what went wrong.
final class LoginView: SceneView {
  let email = TextField(id: "email", placeholder: "you@example.com")
  let password = TextField(id: "password", placeholder: "at least 8 characters", isSecure: true)
  let submit = Button(id: "submit", title: "Sign in")
  let error = Label(id: "error")

  override var body: [Element] { [email, password, submit, error] }
}
