import DLC

/// Receipt's elements: a thank-you and a way back to the shelf.
final class ReceiptView: SceneView {
  let note = Label(id: "note", text: "Thank you")
  let again = Button(id: "again", title: "Shop again")

  override var body: [Element] { [note, again] }
}
