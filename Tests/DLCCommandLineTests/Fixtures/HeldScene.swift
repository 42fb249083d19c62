import DLC

/// A scene a test can make hold itself, through ``holder``, to keep it alive off the stage.
final class HeldScene: SceneController {
  /// Set it to the scene itself for a cycle; set it back to `nil` to break it.
  var holder: SceneController?
  /// Set it to a closure that captures the scene for a cycle no reflection can see into.
  var onChange: (() -> Void)?

  override var name: String { "Held" }
}
