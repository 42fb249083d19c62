import DLC

/// Search: where act 2 starts, countries by name. Its parts, and how they are wired.
enum Search: SceneParts {
  typealias Setup = SetupModel.Search
  typealias Dependencies = any Act2DCInterface
  typealias View = SearchView
  typealias Presenter = any SearchPresenterInterface
  typealias Navigator = any SearchNavigatorInterface
  typealias State = SearchLogicState

  static func title(for _: Setup) -> String { "Search" }

  static func wire(_ scene: SceneWiring<Self>) -> SearchLogic {
    let logic = SearchLogic(
      scene.context(presenter: SearchPresenter(scene), navigator: SearchNavigator(scene)))
    let debouncer = Debouncer(
      delay: SearchLogic.debounceDelay, clock: scene.dc.clock, tasks: scene.tasks)
    scene.keep(SearchInteractor(view: scene.view, logic: logic, debouncer: debouncer))
    return logic
  }
}
