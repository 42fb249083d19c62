import DLC

/// Form's elements: the name and the button that saves it.
final class FormView: SceneView {
  let name = TextField(id: "name", placeholder: "shelf name")
  let save = Button(id: "save", title: "Save")

  override var body: [Element] { [name, save] }
}
