import DLC

/// A view with one element of every kind, nested one level.
final class SampleView: SceneView {
  let title = Label(id: "title", text: "Hello")
  let name = TextField(id: "name", placeholder: "Your name")
  let secret = TextField(id: "secret", text: "abc", isSecure: true)
  let save = Button(id: "save", title: "Save")
  let items = ListView(id: "items", rows: ["One", "Two"])
  let footer = VerticalStack(id: "footer")
  let note = Label(id: "note", text: "Inside")

  override var body: [Element] {
    footer.add(note)
    return [title, name, secret, save, items, footer]
  }
}
