import DLC

/// A scene a test can make hold itself, through ``holder``, to keep it alive off the stage.
final class HeldScene: SceneController {
  /// Set it to the scene itself for a cycle; set it back to `nil` to break it.
  var holder: SceneController?

  override var name: String { "Held" }
}
