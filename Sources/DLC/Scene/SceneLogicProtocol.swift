/// What ``SceneAssembly`` needs of a logic; ``SceneLogic`` conforms, and a scene's logic
/// subclasses that.
@MainActor
public protocol SceneLogicProtocol: AnyObject {
  /// What the scene is created with.
  associatedtype Setup
  /// The act's dependency container, as the scene sees it.
  associatedtype DC
  /// The presenter's interface.
  associatedtype Presenter
  /// The navigator's interface.
  associatedtype Navigator
  /// The scene's state.
  associatedtype State: LogicState

  /// The scene's state, for tests and the `state` command.
  var state: State { get }

  /// Creates the logic with everything it works with.
  ///
  /// - Parameter dependencies: The setup, container, presenter, navigator and tasks.
  init(_ dependencies: SceneDependencies<Setup, DC, Presenter, Navigator>)

  /// The scene appears for the first time.
  func start()

  /// The scene is showing again, uncovered by a scene that left above it.
  func reappear()
}
