/// Everything a scene's logic is created with, as one value: its setup, its act's container,
/// the presenter and navigator (by their interfaces) and its tracked work.
///
/// A test creates it with spies and a stub container, and the logic from it:
///
/// ```swift
/// @MainActor
/// func makeLogic(
///   dc: any Act1DCInterface,
///   presenter: any WelcomePresenterInterface,
///   navigator: any WelcomeNavigatorInterface
/// ) -> WelcomeLogic {
///   WelcomeLogic(
///     SceneContext(setup: Welcome.Setup(), dc: dc, presenter: presenter, navigator: navigator))
/// }
/// ```
public struct SceneContext<Parts: SceneParts> {
  /// What the scene was created with.
  public let setup: Parts.Setup
  /// The act's dependency container.
  public let dc: Parts.Dependencies
  /// The presenter, as the logic knows it.
  public let presenter: Parts.Presenter
  /// The navigator, as the logic knows it.
  public let navigator: Parts.Navigator
  /// The scene's tracked work.
  public let tasks: SceneTasks

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - setup: What the scene was created with.
  ///   - dc: The act's dependency container.
  ///   - presenter: The presenter, as the logic knows it.
  ///   - navigator: The navigator, as the logic knows it.
  ///   - tasks: The scene's tracked work; a fresh set in a test.
  @MainActor
  public init(
    setup: Parts.Setup,
    dc: Parts.Dependencies,
    presenter: Parts.Presenter,
    navigator: Parts.Navigator,
    tasks: SceneTasks = SceneTasks()
  ) {
    self.setup = setup
    self.dc = dc
    self.presenter = presenter
    self.navigator = navigator
    self.tasks = tasks
  }
}
