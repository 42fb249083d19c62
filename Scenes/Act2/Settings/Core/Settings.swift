import DLC

/// Settings: the cache's figures and signing out, presented modally. Its parts, and how they
/// are wired.
enum Settings: SceneParts {
  typealias Setup = SetupModel.Settings
  typealias Dependencies = any Act2DCInterface
  typealias View = SettingsView
  typealias Presenter = any SettingsPresenterInterface
  typealias Navigator = any SettingsNavigatorInterface
  typealias State = SettingsLogicState

  static func title(for _: Setup) -> String { "Settings" }

  static func wire(_ scene: SceneWiring<Self>) -> SettingsLogic {
    let logic = SettingsLogic(
      scene.context(presenter: SettingsPresenter(scene), navigator: SettingsNavigator(scene)))
    scene.keep(SettingsInteractor(view: scene.view, logic: logic))
    return logic
  }
}
