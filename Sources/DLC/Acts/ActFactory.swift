/// What an act's factory conforms to: it builds a scene's controller from a case of the act's
/// scene enum, injecting the act's dependency container.
///
/// A factory is a value the container makes each time it is asked, holding the container only
/// while it builds: `var factory: Act1Factory { Act1Factory(dc: self) }`. So a container made
/// for one scene, as a link makes one, lives on in the scene it built, and what lasts, such as
/// the session a sign-in handed over, is kept by the container, not by its factory.
@MainActor
public protocol ActFactory {
  /// The act's scene enum.
  associatedtype Scene: ActScene

  /// Builds a scene, ready to be put on a stage.
  ///
  /// - Parameter scene: Which scene, with its setup model.
  /// - Returns: The scene's controller.
  func scene(_ scene: Scene) -> SceneController
}
