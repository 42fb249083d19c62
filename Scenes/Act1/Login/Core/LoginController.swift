import DLC

/// Login's root object: names its parts, which the framework builds and wires.
final class LoginController: SceneAssembly<LoginView, LoginLogic> {
  init(setup: SetupModel.Login, dc: any Act1DCInterface) {
    super.init(
      title: "Sign in", setup: setup, dc: dc, presenter: LoginPresenter.init,
      navigator: LoginNavigator.init, interactor: LoginInteractor.init)
  }
}
