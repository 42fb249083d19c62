import DLC

/// Binds Settings' element events to its use cases.
@MainActor
final class SettingsInteractor {
  private let logic: any SettingsLogicInterface

  init(view: SettingsView, logic: any SettingsLogicInterface) {
    self.logic = logic
    view.clearCache.onTap = { [weak self] in self?.logic.clearCache() }
    view.signOut.onTap = { [weak self] in self?.logic.signOut() }
  }
}
