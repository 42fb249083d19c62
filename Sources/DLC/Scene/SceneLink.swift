/// The one weak reference through which a declared scene's wiring, presenter and navigator reach
/// its controller.
///
/// Each weak reference to a controller is made, loaded and destroyed through the controller's
/// side table; the parts of a scene share this one rather than making one each.
@MainActor
final class SceneLink {
  /// The scene's controller, while the scene lives.
  weak var controller: SceneController?

  /// Creates a link to a controller.
  ///
  /// - Parameter controller: The scene's controller; held weakly.
  init(controller: SceneController?) {
    self.controller = controller
  }
}
