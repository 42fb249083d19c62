import DLC

/// A view with a switch, a choice, a text area, an image and a progress, two of them side by
/// side in a horizontal stack.
final class PanelView: SceneView {
  let millions = Switch(id: "millions", title: "Populations in millions")
  let order = Choice(id: "order", title: "Order", options: ["Name", "Population"])
  let note = TextArea(id: "note", placeholder: "A note")
  let flag = ImageView(
    id: "flag", accessibilityDescription: "Flag of Germany", size: ImageSize(width: 64, height: 40))
  let loading = ProgressIndicator(id: "loading")
  let actions = HorizontalStack(id: "actions")
  let save = Button(id: "save", title: "Save")
  let cancel = Button(id: "cancel", title: "Cancel")

  override var body: [Element] {
    actions.add(save, cancel)
    return [millions, order, note, flag, loading, actions]
  }
}
