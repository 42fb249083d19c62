import DLC

/// Welcome: Atlas's first screen, a greeting and the one way in, signing in.
enum Welcome: Act1SceneParts {
  /// What Welcome is created with: nothing, it is where Atlas starts.
  struct Setup {}

  /// Welcome's state, owned by its logic.
  struct State: LogicState {
    /// The greeting shown under the title.
    var greeting = "Welcome to Atlas"
  }

  typealias View = WelcomeView
  typealias Presenter = any WelcomePresenterInterface
  typealias Navigator = any WelcomeNavigatorInterface

  static func title(for _: Setup) -> String { "Atlas" }

  static func wire(_ scene: SceneWiring<Self>) -> WelcomeLogic {
    scene.logic(WelcomePresenter(scene), WelcomeNavigator(scene), WelcomeInteractor.init)
  }
}
