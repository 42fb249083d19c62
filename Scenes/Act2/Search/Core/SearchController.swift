import DLC

/// Search's root object: names its parts, which the framework builds and wires.
final class SearchController: SceneAssembly<SearchView, SearchLogic> {
  init(setup: SetupModel.Search, dc: any Act2DCInterface) {
    super.init(
      title: "Search", setup: setup, dc: dc, presenter: SearchPresenter.init,
      navigator: SearchNavigator.init, interactor: SearchInteractor.init)
  }
}
