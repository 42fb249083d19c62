import DLC

/// A screen of labels and nothing else.
@MainActor
final class PlainController: SceneController {
  /// The labels, in the order shown.
  let labels: [Label]

  /// - Parameter count: How many labels the screen shows.
  init(labels count: Int) {
    labels = (0..<count).map { Label(id: "label\($0)", text: "Row") }
    super.init(title: "Plain")
  }

  override var name: String { "Plain" }

  override func loadView() -> SceneView {
    let view = GivenView()
    view.elements = labels
    return view
  }
}
