import CacheWorker
import DLC

/// Settings: display preferences, the cache's figures and signing out, presented over the tabs.
enum Settings: Act2SceneParts {
  /// What Settings is created with: nothing beyond act 2's container.
  struct Setup {}

  /// Settings' state, owned by its logic.
  struct State: LogicState {
    /// The cache's figures, once read.
    var statistics: CacheStatistics?
    /// Whether signing out is under way.
    var isSigningOut = false
    /// How the person likes countries shown.
    var preferences = Preferences()
    /// The preferences the store holds, which a change that cannot be saved goes back to.
    var savedPreferences = Preferences()
  }

  typealias View = SettingsView
  typealias Presenter = any SettingsPresenterInterface
  typealias Navigator = any SettingsNavigatorInterface

  static func wire(_ scene: SceneWiring<Self>) -> SettingsLogic {
    scene.logic(SettingsPresenter(scene), SettingsNavigator(scene), SettingsInteractor.init)
  }
}
