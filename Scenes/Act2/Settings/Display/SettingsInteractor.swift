import DLC

/// Binds Settings' element events to its use cases.
final class SettingsInteractor: SceneInteractor<SettingsView, any SettingsLogicInterface> {
  override func bind(_ view: SettingsView) {
    view.clearCache.onTap = { [logic] in logic.clearCache() }
    view.signOut.onTap = { [logic] in logic.signOut() }
  }
}
