/// A scene that keeps its name in a stored property, as a hand-written scene would.
@MainActor
final class NamedScene {
  /// The scene's name.
  let name: String

  /// Creates a scene with a name.
  init(name: String) {
    self.name = name
  }
}
