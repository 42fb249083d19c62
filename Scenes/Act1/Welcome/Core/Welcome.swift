import DLC

/// Welcome: the first screen, with the way in. Its parts, and how they are wired.
enum Welcome: SceneParts {
  typealias Setup = SetupModel.Welcome
  typealias Dependencies = any Act1DCInterface
  typealias View = WelcomeView
  typealias Presenter = any WelcomePresenterInterface
  typealias Navigator = any WelcomeNavigatorInterface
  typealias State = WelcomeLogicState

  static func title(for _: Setup) -> String { "Atlas" }

  static func wire(_ scene: SceneWiring<Self>) -> WelcomeLogic {
    let logic = WelcomeLogic(
      scene.context(presenter: WelcomePresenter(scene), navigator: WelcomeNavigator(scene)))
    scene.keep(WelcomeInteractor(view: scene.view, logic: logic))
    return logic
  }
}
