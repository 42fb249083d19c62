/// What ``SceneParts/wire(_:)`` builds a scene's parts from: its view, setup, container and
/// tracked work, and the controller the parts report to.
@MainActor
public final class SceneWiring<Parts: SceneParts> {
  /// The scene's view, created for this showing of the scene.
  public let view: Parts.View
  /// What the scene was created with.
  public let setup: Parts.Setup
  /// The act's dependency container.
  public let dc: Parts.Dependencies
  /// The scene's controller, while the scene lives: presenters and navigators reach it through
  /// the wiring's link to it, which never keeps the scene alive.
  public var controller: SceneController? { link.controller }

  /// The reference to the controller that the wiring and the parts made from it share (see
  /// ``SceneLink``).
  let link: SceneLink
  /// The scene's tracked work: what the stage waits for and cancels when the scene leaves.
  ///
  /// The controller's own, taken when the wiring is made, so that it is there whatever becomes
  /// of ``controller``: work started here is always the scene's.
  public let tasks: SceneTasks

  /// The first part only the view's event handlers reach, such as the interactor, which the
  /// controller must keep alive: most scenes keep one, and need no list for it.
  private var keptPart: AnyObject?
  /// The parts kept after the first.
  private var moreKeptParts: [AnyObject] = []

  /// Creates the wiring of a scene; its controller keeps it, and with it the parts it keeps.
  init(link: SceneLink, tasks: SceneTasks, setup: Parts.Setup, dc: Parts.Dependencies) {
    self.link = link
    self.tasks = tasks
    self.setup = setup
    self.dc = dc
    self.view = Parts.View()
  }

  /// The value the logic is created with, from the presenter and the navigator.
  ///
  /// - Parameters:
  ///   - presenter: The presenter, as the logic knows it.
  ///   - navigator: The navigator, as the logic knows it.
  /// - Returns: The context for the logic's initialiser.
  public func context(_ presenter: Parts.Presenter, _ navigator: Parts.Navigator)
    -> SceneContext<Parts>
  {
    SceneContext(setup: setup, dc: dc, presenter: presenter, navigator: navigator, tasks: tasks)
  }

  /// Builds the parts in the usual shape and returns the logic: the logic made with the
  /// presenter and the navigator, and an interactor between the view and the logic, kept as
  /// long as the scene.
  ///
  /// A scene's `wire` is then one line:
  ///
  /// <!-- swift-check
  /// extension Welcome {
  ///   static func example(_ scene: SceneWiring<Self>) -> WelcomeLogic {
  ///     <#example#>
  ///   }
  /// }
  /// -->
  /// ```swift
  /// scene.logic(WelcomePresenter(scene), WelcomeNavigator(scene), WelcomeInteractor.init)
  /// ```
  ///
  /// A scene of another shape builds its parts with ``context(_:_:)`` and ``keep(_:)``.
  ///
  /// - Parameters:
  ///   - presenter: The presenter, as the logic knows it.
  ///   - navigator: The navigator, as the logic knows it.
  ///   - interactor: Makes the interactor from this wiring and the logic, such as
  ///     `WelcomeInteractor.init`.
  /// - Returns: The logic, for ``SceneParts/wire(_:)`` to return.
  public func logic(
    _ presenter: Parts.Presenter, _ navigator: Parts.Navigator,
    _ interactor: (SceneWiring<Parts>, Parts.Logic) -> AnyObject
  ) -> Parts.Logic {
    let logic = Parts.Logic(context(presenter, navigator))
    keep(interactor(self, logic))
    return logic
  }

  /// Keeps a part alive as long as the scene, such as the interactor.
  ///
  /// - Parameter part: The part to keep.
  public func keep(_ part: AnyObject) {
    guard keptPart != nil else {
      keptPart = part
      return
    }
    // Taken out and put back whole: a list changed in place would have every access to it
    // checked for exclusive access at run time.
    var parts = moreKeptParts
    moreKeptParts = []
    parts.append(part)
    moreKeptParts = parts
  }
}
