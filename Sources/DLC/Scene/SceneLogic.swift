/// The base of a scene's logic: the use cases, over one value of dependencies and a state.
///
/// A scene's logic subclasses it, naming its setup, its act's container, the interfaces of its
/// presenter and navigator, and its state. It sees the presenter and navigator only through
/// those interfaces, so that a test can hand in spies.
///
/// ```swift
/// final class WelcomeLogic:
///   SceneLogic<SetupModel.Welcome, any Act1DCInterface, any WelcomePresenting,
///     any WelcomeNavigating, WelcomeLogicState>,
///   WelcomeUseCases
/// {
///   override func start() {
///     presenter.showGreeting(state.greeting)
///   }
///
///   func signIn() {
///     navigator.showLogin()
///   }
/// }
/// ```
@MainActor
open class SceneLogic<Setup, DC, Presenter, Navigator, State: LogicState>: SceneLogicProtocol {
  /// What the scene was created with.
  public let setup: Setup
  /// The act's dependency container.
  public let dc: DC
  /// Shows what the logic decides, through the presenter's interface.
  public let presenter: Presenter
  /// Performs transitions, through the navigator's interface.
  public let navigator: Navigator
  /// The scene's async work; start anything asynchronous here.
  public let tasks: SceneTasks
  /// The scene's state; only the logic changes it.
  public var state = State()

  /// Creates the logic with everything it works with.
  ///
  /// - Parameter dependencies: The setup, container, presenter, navigator and tasks.
  public required init(_ dependencies: SceneDependencies<Setup, DC, Presenter, Navigator>) {
    setup = dependencies.setup
    dc = dependencies.dc
    presenter = dependencies.presenter
    navigator = dependencies.navigator
    tasks = dependencies.tasks
  }

  /// The scene appears for the first time; does nothing unless overridden.
  open func start() {}

  /// The scene is showing again, uncovered by a scene that left above it; does nothing unless
  /// overridden.
  open func reappear() {}
}
