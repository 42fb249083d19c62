import DLC

/// A scene whose button starts work that does not end for an hour of real time.
final class EndlessWorkController: SceneController {
  init() {
    super.init(title: "Endless")
  }

  override func loadView() -> SceneView {
    let view = EndlessWorkView()
    view.start.onTap = { [weak self] in
      self?.tasks.run { try? await Task.sleep(for: .seconds(3_600)) }
    }
    return view
  }
}
