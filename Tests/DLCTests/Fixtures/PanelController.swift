import DLC

/// A scene with one element of each of the richer kinds, recording what it is told.
final class PanelController: SceneController {
  private(set) var switches: [Bool] = []
  private(set) var choices: [Int] = []
  private(set) var notes: [String] = []

  init() {
    super.init(title: "Panel")
  }

  override var name: String { "Panel" }

  var panelView: PanelView? { view as? PanelView }

  override func loadView() -> SceneView {
    let view = PanelView()
    view.millions.onChange = { [weak self] isOn in self?.switches.append(isOn) }
    view.order.onChange = { [weak self] index in self?.choices.append(index) }
    view.note.onChange = { [weak self] text in self?.notes.append(text) }
    return view
  }
}
