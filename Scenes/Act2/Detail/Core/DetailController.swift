import DLC

/// Detail's root object: names its parts, which the framework builds and wires.
final class DetailController: SceneAssembly<DetailView, DetailLogic> {
  init(setup: SetupModel.Detail, dc: any Act2DCInterface) {
    super.init(
      title: setup.country.name, setup: setup, dc: dc, presenter: DetailPresenter.init,
      navigator: DetailNavigator.init, interactor: DetailInteractor.init)
  }
}
