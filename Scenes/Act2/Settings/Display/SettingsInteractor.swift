import DLC

/// Binds Settings' element events to its use cases.
final class SettingsInteractor: SceneInteractor<SettingsView, any SettingsLogicInterface> {
  override func bind(_ view: SettingsView) {
    view.clearCache.onTap = { [logic] in logic.clearCache() }
    view.signOut.onTap = { [logic] in logic.signOut() }
    view.millions.onChange = { [logic] isOn in logic.showPopulationInMillions(isOn) }
    view.order.onChange = { [logic] index in
      logic.orderResults(by: Preferences.ResultOrder.allCases[index])
    }
  }
}
