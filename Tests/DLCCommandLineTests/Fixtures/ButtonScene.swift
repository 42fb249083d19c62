import DLC
import PlainScenes

/// A scene of buttons, each running an action on the stage, for walks written in a test.
final class ButtonScene: SceneController {
  private let sceneName: String
  private let actions: [(id: String, action: @MainActor (Stage) -> Void)]
  /// Set it to the scene itself for a cycle that keeps it alive off the stage.
  var holder: SceneController?

  init(_ name: String, _ actions: [(id: String, action: @MainActor (Stage) -> Void)] = []) {
    sceneName = name
    self.actions = actions
    super.init(title: name)
  }

  override var name: String { sceneName }

  override func loadView() -> SceneView {
    PlainView(
      actions.map { entry in
        let button = Button(id: entry.id, title: entry.id)
        button.onTap = { [weak self] in
          if let stage = self?.stage {
            entry.action(stage)
          }
        }
        return button
      })
  }
}
