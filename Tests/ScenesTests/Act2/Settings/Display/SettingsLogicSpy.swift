import DLCTesting

@testable import Scenes

/// Stands in for Settings' use cases, as its interactor sees them.
final class SettingsLogicSpy: SettingsLogicInterface, SceneSpy {
  let log = CallLog<SpyCall>("SettingsLogic")

  func clearCache() { record() }
  func signOut() { record() }
  func confirmSignOut() { record() }
  func showPopulationInMillions(_ isOn: Bool) { record(isOn) }
  func orderResults(by order: Preferences.ResultOrder) { record(order) }
}
