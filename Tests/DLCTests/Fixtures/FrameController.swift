import DLC

/// A container scene: a heading over one slot, where it shows one child at a time.
final class FrameController: SceneController {
  let log: LifecycleLog?
  let heading = Label(id: "heading", text: "Frame")
  let slot = SceneSlot(id: "content")
  /// Runs in `willDisappear`, after the log, as a container that resets itself on leaving does.
  var onWillDisappear: (() -> Void)?

  init(title: String = "Frame", log: LifecycleLog? = nil) {
    self.log = log
    super.init(title: title)
  }

  override var name: String { title }

  override func loadView() -> SceneView {
    let view = FrameView()
    view.elements = [heading, slot]
    return view
  }

  override func willAppear() { log?.record("\(title).willAppear") }
  override func didAppear() { log?.record("\(title).didAppear") }
  override func willDisappear() {
    log?.record("\(title).willDisappear")
    onWillDisappear?()
  }
  override func didDisappear() { log?.record("\(title).didDisappear") }
}

/// A frame's elements, given by its controller.
final class FrameView: SceneView {
  var elements: [Element] = []

  override var body: [Element] { elements }
}
