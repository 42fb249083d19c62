/// A scene's controller whose parts are declared, not written out: it builds the view,
/// presenter, navigator, logic and interactor, wires them, owns them and tells the logic of the
/// lifecycle.
///
/// A scene's controller subclasses it, naming its view and logic types and handing in how to
/// make the other parts; the compiler checks that the presenter and navigator conform to the
/// interfaces the logic uses, and the interactor to the logic's.
///
/// ```swift
/// final class WelcomeController: SceneAssembly<WelcomeView, WelcomeLogic> {
///   init(setup: SetupModel.Welcome, dc: any Act1DCInterface) {
///     super.init(
///       title: "Atlas", setup: setup, dc: dc, presenter: WelcomePresenter.init,
///       navigator: WelcomeNavigator.init, interactor: WelcomeInteractor.init)
///   }
/// }
/// ```
///
/// The logic hears ``SceneLogicProtocol/start()`` as the scene first appears, and
/// ``SceneLogicProtocol/reappear()`` each time it shows again after a scene above it left.
@MainActor
open class SceneAssembly<View: SceneView, Logic: SceneLogicProtocol>: SceneController {
  private let setup: Logic.Setup
  private let dc: Logic.DC
  private let makePresenter: (View, SceneController) -> Logic.Presenter
  private let makeNavigator: (SceneController, Logic.DC) -> Logic.Navigator
  private let makeInteractor: (View, Logic) -> AnyObject
  private var hasStarted = false

  /// The scene's logic, once the view is loaded.
  public private(set) var logic: Logic?
  private var interactor: AnyObject?

  /// Creates a scene from its parts.
  ///
  /// - Parameters:
  ///   - title: The title shown above the scene.
  ///   - setup: What the scene is created with.
  ///   - dc: The act's dependency container.
  ///   - presenter: Makes the presenter, such as `WelcomePresenter.init`.
  ///   - navigator: Makes the navigator, such as `WelcomeNavigator.init`.
  ///   - interactor: Makes the interactor, such as `WelcomeInteractor.init`.
  public init(
    title: String,
    setup: Logic.Setup,
    dc: Logic.DC,
    presenter: @escaping (View, SceneController) -> Logic.Presenter,
    navigator: @escaping (SceneController, Logic.DC) -> Logic.Navigator,
    interactor: @escaping (View, Logic) -> AnyObject
  ) {
    self.setup = setup
    self.dc = dc
    makePresenter = presenter
    makeNavigator = navigator
    makeInteractor = interactor
    super.init(title: title)
  }

  /// The logic's state.
  override public final var logicState: Any? { logic?.state }

  /// Builds the parts and wires them: the logic gets the presenter, navigator and tasks, the
  /// interactor the view and the logic.
  override public final func loadView() -> SceneView {
    let view = View()
    let logic = Logic(
      SceneDependencies(
        setup: setup, dc: dc, presenter: makePresenter(view, self),
        navigator: makeNavigator(self, dc), tasks: tasks))
    interactor = makeInteractor(view, logic)
    self.logic = logic
    return view
  }

  /// Tells the logic the scene started, the first time, or that it is showing again.
  override open func willAppear() {
    if hasStarted {
      logic?.reappear()
    } else {
      hasStarted = true
      logic?.start()
    }
  }
}
