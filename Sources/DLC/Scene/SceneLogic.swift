/// The base of a scene's logic: its use cases and the state they own.
///
/// It holds what the use cases work with: the setup, the act's container, the presenter and
/// navigator by their interfaces (so a test can give it spies), and the scene's tracked work.
/// A subclass adds the use cases:
///
/// ```swift
/// final class WelcomeLogic: SceneLogic<Welcome>, WelcomeLogicInterface {
///   override func start() { presenter.showGreeting(state.greeting) }
///   func signIn() { navigator.showLogin() }
/// }
/// ```
@MainActor
open class SceneLogic<Parts: SceneParts> {
  /// The scene's state; only the logic changes it.
  public var state = Parts.State()
  /// What the scene was created with.
  public let setup: Parts.Setup
  /// The act's dependency container.
  public let dc: Parts.Dependencies
  /// The presenter, by its interface.
  public let presenter: Parts.Presenter
  /// The navigator, by its interface.
  public let navigator: Parts.Navigator
  /// The scene's tracked work: start worker calls through it, so the stage can wait for them
  /// and cancel them when the scene leaves.
  public let tasks: SceneTasks

  /// Creates the logic.
  ///
  /// - Parameter context: What the logic works with.
  public required init(_ context: SceneContext<Parts>) {
    setup = context.setup
    dc = context.dc
    presenter = context.presenter
    navigator = context.navigator
    tasks = context.tasks
  }

  /// The scene is showing for the first time.
  open func start() {}

  /// The scene is showing again, uncovered by a scene that went away.
  open func resume() {}
}
