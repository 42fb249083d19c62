/// A scene's declaration: the types that play its roles and how they are wired. The framework's
/// controller builds the parts from it when the scene is first shown, owns them, and forwards
/// the lifecycle to the logic.
///
/// A scene is declared once, beside its parts, and created through its act's factory:
///
/// <!-- swift-check
/// final class WelcomeLogic: SceneLogic<Welcome>, WelcomeLogicInterface {
///   func signIn() {}
/// }
/// -->
/// ```swift
/// enum Welcome: SceneParts {
///   struct Setup {}
///   struct State: LogicState {
///     var greeting = "Welcome to Atlas"
///   }
///
///   typealias Dependencies = any Act1DCInterface
///   typealias View = WelcomeView
///   typealias Presenter = any WelcomePresenterInterface
///   typealias Navigator = any WelcomeNavigatorInterface
///
///   static func title(for _: Setup) -> String { "Atlas" }
///
///   static func wire(_ scene: SceneWiring<Self>) -> WelcomeLogic {
///     let logic = WelcomeLogic(scene.context(WelcomePresenter(scene), WelcomeNavigator(scene)))
///     scene.keep(WelcomeInteractor(view: scene.view, logic: logic))
///     return logic
///   }
/// }
/// ```
///
/// The act's factory makes its controller:
///
/// ```swift
/// @MainActor
/// func welcome(dc: any Act1DCInterface) -> SceneController {
///   Welcome.controller(setup: Welcome.Setup(), dc: dc)
/// }
/// ```
///
/// The scene's name on the stage and in scripts is the declaring type's name.
@MainActor
public protocol SceneParts {
  /// What the scene is created with, and any result callback.
  associatedtype Setup
  /// The act's dependency container interface, such as `any Act1DCInterface`.
  associatedtype Dependencies
  /// The scene's element tree.
  associatedtype View: SceneView
  /// The presenter's interface, as the logic knows it, such as `any WelcomePresenterInterface`.
  associatedtype Presenter
  /// The navigator's interface, as the logic knows it, such as `any WelcomeNavigatorInterface`.
  associatedtype Navigator
  /// The scene's state, owned by the logic.
  associatedtype State: LogicState
  /// The use cases.
  associatedtype Logic: SceneLogic<Self>

  /// The title the scene starts with; the scene's ``name`` unless the scene says otherwise.
  ///
  /// - Parameter setup: What the scene is created with.
  /// - Returns: The title.
  static func title(for setup: Setup) -> String

  /// How the scene is shown by ``SceneNavigator/show(_:)`` and by a link: pushed, unless the
  /// scene says ``ScenePresentation/modal``.
  static var preferredPresentation: ScenePresentation { get }

  /// Creates the parts around the view and returns the logic; the one place that names every
  /// part, so it is where a reader learns how the scene is put together.
  ///
  /// - Parameter scene: The view, setup, container and tracked work of the scene being built.
  /// - Returns: The logic, which the controller owns and tells of the lifecycle.
  static func wire(_ scene: SceneWiring<Self>) -> Logic
}

extension SceneParts {
  /// The scene's name on the stage and in scripts: the declaring type's name.
  public static var name: String {
    String(describing: self)
  }

  /// The scene's ``name``: the title of a scene that does not give one.
  ///
  /// - Returns: The scene's name.
  public static func title(for _: Setup) -> String {
    name
  }

  /// Pushed, as most scenes are shown.
  public static var preferredPresentation: ScenePresentation { .pushed }

  /// Creates the scene's controller, for an act's factory; the parts are built when the scene
  /// is first shown.
  ///
  /// - Parameters:
  ///   - setup: What the scene is created with.
  ///   - dc: The act's dependency container.
  /// - Returns: The controller, to push, present or make the root.
  @inlinable
  public static func controller(setup: Setup, dc: Dependencies) -> SceneController {
    // Inlinable, so that the act's factory makes the controller of its own scene's type, and
    // names the type of its wiring: made here, either generic type would be looked up in the
    // run time's tables for every scene created or shown.
    PartsController<Self>(setup: setup, dc: dc, wiringType: SceneWiring<Self>.self)
  }
}
