/// The base of a scene's navigator: it holds the act's container, reaches the controller
/// through a link that never keeps the scene alive, and moves between scenes on the stage the
/// controller is on.
///
/// ```swift
/// final class WelcomeNavigator: SceneNavigator<any Act1DCInterface>, WelcomeNavigatorInterface {
///   func showLogin() {
///     push(dc.factory.scene(.login(Login.Setup())))
///   }
/// }
/// ```
@MainActor
open class SceneNavigator<Dependencies> {
  /// The scene's controller, while the scene lives.
  public var controller: SceneController? { link?.controller }

  /// The storage of ``controller``: the link its scene's parts share (see ``SceneLink``).
  /// Private, so that setting it (every scene made does) needs no run-time exclusivity check,
  /// as a public stored property would.
  private var link: SceneLink?
  /// The act's dependency container, whose factory makes the next scene.
  public let dc: Dependencies

  /// Creates the navigator of the scene being wired.
  ///
  /// - Parameter scene: The scene being wired.
  public convenience init<Parts: SceneParts>(_ scene: SceneWiring<Parts>)
  where Parts.Dependencies == Dependencies {
    self.init(controller: nil, dc: scene.dc)
    link = scene.link
  }

  /// Creates a navigator for a controller, as a navigator's test does.
  ///
  /// - Parameters:
  ///   - controller: The scene's controller; never kept alive by the navigator.
  ///   - dc: The act's dependency container.
  public init(controller: SceneController?, dc: Dependencies) {
    link = controller.map(SceneLink.of)
    self.dc = dc
  }

  /// Pushes a scene over this one, on the stack this scene is in (its tab's, say).
  ///
  /// - Parameter scene: The scene to show.
  public func push(_ scene: SceneController) {
    guard let controller else { return }
    controller.stage?.push(scene, over: controller)
  }

  /// Shows a scene as it asks to be shown: pushed over this one, or presented modally when its
  /// ``SceneController/preferredPresentation`` is ``ScenePresentation/modal``.
  ///
  /// - Parameter scene: The scene to show.
  public func show(_ scene: SceneController) {
    guard scene.preferredPresentation == .modal else { return push(scene) }
    present(scene)
  }

  /// Presents a scene modally over everything.
  ///
  /// - Parameter scene: The scene to show.
  public func present(_ scene: SceneController) {
    controller?.stage?.present(scene)
  }

  /// Replaces everything on the stage with a new root scene.
  ///
  /// - Parameter scene: The new root.
  public func replaceRoot(with scene: SceneController) {
    controller?.stage?.setRoot(scene)
  }

  /// Replaces everything on the stage with a stack of scenes, root first, as a handover does
  /// that shows a link's target over the scene a person would have come through.
  ///
  /// - Parameter scenes: The new navigation stack; an empty one is ignored.
  public func replaceStack(with scenes: [SceneController]) {
    controller?.stage?.setNavigationStack(scenes)
  }

  /// Goes back from this scene: pops the stack it tops (its tab's), else dismisses the modal
  /// scene or pops the top scene, as `back` does.
  public func goBack() {
    guard let controller else { return }
    try? controller.stage?.back(from: controller)
  }
}
