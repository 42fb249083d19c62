import DLC

/// Welcome's root object: names its parts, which the framework builds and wires.
final class WelcomeController: SceneAssembly<WelcomeView, WelcomeLogic> {
  init(setup: SetupModel.Welcome, dc: any Act1DCInterface) {
    super.init(
      title: "Atlas", setup: setup, dc: dc, presenter: WelcomePresenter.init,
      navigator: WelcomeNavigator.init, interactor: WelcomeInteractor.init)
  }
}
