/// What an act's factory conforms to: it builds a scene's controller from a case of the act's
/// scene enum, injecting the act's dependency container.
@MainActor
public protocol ActFactory: AnyObject {
  /// The act's scene enum.
  associatedtype Scene: ActScene

  /// Builds a scene, ready to be put on a stage.
  ///
  /// - Parameter scene: Which scene, with its setup model.
  /// - Returns: The scene's controller.
  func scene(_ scene: Scene) -> SceneController
}
