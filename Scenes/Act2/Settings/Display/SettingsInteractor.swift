import DLC

/// Binds Settings' element events to its use cases.
final class SettingsInteractor: SceneInteractor<SettingsView, any SettingsUseCases> {
  override func bind(_ view: SettingsView) {
    view.clearCache.onTap = { [weak self] in self?.logic.clearCache() }
    view.signOut.onTap = { [weak self] in self?.logic.signOut() }
  }
}
