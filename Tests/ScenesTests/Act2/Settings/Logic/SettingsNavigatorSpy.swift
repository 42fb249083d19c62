import DLCTesting

@testable import Scenes

/// Stands in for Settings' navigator.
final class SettingsNavigatorSpy: SettingsNavigatorInterface, SceneSpy {
  let log = CallLog<SpyCall>("SettingsNavigator")

  func showWelcome() { record() }
}
