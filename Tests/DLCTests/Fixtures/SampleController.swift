import DLC

/// A scene that records its lifecycle and exposes its view and last inputs to tests.
final class SampleController: SceneController {
  let log: LifecycleLog?
  private(set) var taps = 0
  private(set) var typed: [String] = []
  private(set) var selected: [Int] = []

  init(title: String = "Sample", log: LifecycleLog? = nil) {
    self.log = log
    super.init(title: title)
  }

  override var name: String { title }

  var sampleView: SampleView? { view as? SampleView }

  override func loadView() -> SceneView {
    let view = SampleView()
    view.save.onTap = { [weak self] in self?.taps += 1 }
    view.name.onChange = { [weak self] text in self?.typed.append(text) }
    view.items.onSelect = { [weak self] index in self?.selected.append(index) }
    return view
  }

  override func willAppear() { log?.record("\(title).willAppear") }
  override func didAppear() { log?.record("\(title).didAppear") }
  override func willDisappear() { log?.record("\(title).willDisappear") }
  override func didDisappear() { log?.record("\(title).didDisappear") }
}
