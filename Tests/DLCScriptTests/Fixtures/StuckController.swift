import DLC

/// A scene whose work never ends by itself: it waits an hour of real time unless cancelled.
final class StuckController: SceneController {
  init() {
    super.init(title: "Stuck")
  }

  override func loadView() -> SceneView {
    let view = PlainView(elements: [Button(id: "start", title: "Start")])
    if let start = view.element(withID: "start") as? Button {
      start.onTap = { [tasks] in
        tasks.run {
          try? await Task.sleep(for: .seconds(3_600))
        }
      }
    }
    return view
  }
}
