/// Everything a scene's logic works with, handed over as one value.
///
/// The presenter and navigator are the scene's interfaces to them (`any WelcomePresenting`), so
/// a test can hand in spies; ``SceneAssembly`` hands in the real ones.
public struct SceneDependencies<Setup, DC, Presenter, Navigator> {
  /// What the scene was created with.
  public var setup: Setup
  /// The act's dependency container: the workers, the clock and the factory.
  public var dc: DC
  /// Shows what the logic decides.
  public var presenter: Presenter
  /// Performs the transitions the logic asks for.
  public var navigator: Navigator
  /// The scene's async work, tracked by the stage and cancelled when the scene leaves it.
  public var tasks: SceneTasks

  /// Creates the dependencies of a logic.
  ///
  /// - Parameters:
  ///   - setup: What the scene was created with.
  ///   - dc: The act's dependency container.
  ///   - presenter: Shows what the logic decides.
  ///   - navigator: Performs the transitions the logic asks for.
  ///   - tasks: The scene's async work.
  public init(setup: Setup, dc: DC, presenter: Presenter, navigator: Navigator, tasks: SceneTasks) {
    self.setup = setup
    self.dc = dc
    self.presenter = presenter
    self.navigator = navigator
    self.tasks = tasks
  }
}
