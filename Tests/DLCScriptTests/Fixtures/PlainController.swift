import DLC

/// A scene with a name and a title and nothing else.
final class PlainController: SceneController {
  private let sceneName: String

  init(name: String, title: String = "") {
    sceneName = name
    super.init(title: title)
  }

  override var name: String { sceneName }
}
