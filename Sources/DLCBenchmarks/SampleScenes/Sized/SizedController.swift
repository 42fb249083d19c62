import DLC

/// A screen of a chosen number of elements: labels, then a field whose text a label echoes.
@MainActor
final class SizedController: SceneController {
  private let elementCount: Int

  /// - Parameter elements: How many elements the screen has in all, at least two.
  init(elements: Int) {
    elementCount = max(elements, 2)
    super.init(title: "Sized")
  }

  override var name: String { "Sized" }

  override func loadView() -> SceneView {
    let view = GivenView()
    let field = TextField(id: "name")
    let echo = Label(id: "echo")
    field.onChange = { echo.text = $0 }
    view.elements = (0..<elementCount - 2).map { Label(id: "label\($0)", text: "Row \($0)") }
    view.elements += [field, echo]
    return view
  }
}
