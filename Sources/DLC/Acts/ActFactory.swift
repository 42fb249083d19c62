/// What an act's factory conforms to: it builds a scene's controller from a case of the act's
/// scene enum, injecting the act's dependency container.
///
/// A factory that keeps state of its own, such as the session a sign-in handed over, is a
/// class the container keeps, holding the container `unowned`. One that keeps none may be a
/// value the container makes each time it is asked, which holds the container only while it
/// builds: `var factory: ShelfFactory { ShelfFactory(dc: self) }`.
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
