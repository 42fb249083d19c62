import DLC

/// Detail: one country in full, and whether it is a favorite. Its parts, and how they are
/// wired.
enum Detail: SceneParts {
  typealias Setup = SetupModel.Detail
  typealias Dependencies = any Act2DCInterface
  typealias View = DetailView
  typealias Presenter = any DetailPresenterInterface
  typealias Navigator = any DetailNavigatorInterface
  typealias State = DetailLogicState

  static func title(for setup: Setup) -> String { setup.country.name }

  static func wire(_ scene: SceneWiring<Self>) -> DetailLogic {
    let logic = DetailLogic(
      scene.context(presenter: DetailPresenter(scene), navigator: DetailNavigator(scene)))
    scene.keep(DetailInteractor(view: scene.view, logic: logic))
    return logic
  }
}
