import DLC

/// Settings' root object: names its parts, which the framework builds and wires.
final class SettingsController: SceneAssembly<SettingsView, SettingsLogic> {
  init(setup: SetupModel.Settings, dc: any Act2DCInterface) {
    super.init(
      title: "Settings", setup: setup, dc: dc, presenter: SettingsPresenter.init,
      navigator: SettingsNavigator.init, interactor: SettingsInteractor.init)
  }
}
