/// Where a scene is in its appearance: the lifecycle calls it has had since it was last hidden.
enum SceneAppearance {
  /// Not on screen, or `didDisappear` was its last call.
  case hidden
  /// `willAppear` was its last call.
  case appearing
  /// `didAppear` was its last call.
  case shown
  /// `willDisappear` was its last call.
  case disappearing
}
