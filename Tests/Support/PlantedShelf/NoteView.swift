import DLC

/// One line of text: the view of the scenes that only show something.
final class NoteView: SceneView {
  let note = Label(id: "note")

  override var body: [Element] { [note] }
}
