import DLC

/// A view with one element of every kind, a disabled button and a hidden stack.
final class FormView: SceneView {
  let heading = Label(id: "heading", text: "Your details")
  let name = TextField(id: "name", placeholder: "Your name")
  let secret = TextField(id: "secret", text: "abc", isSecure: true)
  let echo = Label(id: "echo")
  let save = Button(id: "save", title: "Save")
  let locked = Button(id: "locked", title: "Locked")
  let warn = Button(id: "warn", title: "Warn")
  let settings = Button(id: "settings", title: "Settings")
  let fruits = ListView(id: "fruits", rows: ["Apple", "Banana", "Cherry"])
  let picked = Label(id: "picked")
  let details = VerticalStack(id: "details")
  let note = Label(id: "note", text: "Inside")
  let notify = Switch(id: "notify", title: "Notify me")
  let size = Choice(id: "size", title: "Size", options: ["Small", "Extra large"])
  let remarks = TextArea(id: "remarks")

  override var body: [Element] {
    locked.isEnabled = false
    details.isHidden = true
    details.add(note)
    return [
      heading, name, secret, echo, save, locked, warn, settings, fruits, picked, details, notify,
      size, remarks,
    ]
  }
}
