import DLCTesting

@testable import Scenes

/// Stands in for Settings' navigator.
final class SettingsNavigatorSpy: SettingsNavigating, SceneSpy {
  let recorder = CallRecorder("SettingsNavigator")

  func showWelcome() { recorder.record() }
}
