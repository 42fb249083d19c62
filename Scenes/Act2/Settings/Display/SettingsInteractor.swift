import DLC

/// Of the sign-out dialog's buttons, only `confirm` signs out; cancelling does nothing.
final class SettingsInteractor: SceneInteractor<SettingsView, any SettingsLogicInterface> {
  override func bind(_ view: SettingsView) {
    view.clearCache.onTap = { [logic] in logic.clearCache() }
    view.signOut.onTap = { [logic] in logic.signOut() }
    view.onAlertButton = { [logic] id in
      guard id == "confirm" else { return }
      logic.confirmSignOut()
    }
    view.millions.onChange = { [logic] isOn in logic.showPopulationInMillions(isOn) }
    view.order.onChange = { [logic] index in
      logic.orderResults(by: Preferences.ResultOrder.allCases[index])
    }
  }
}
