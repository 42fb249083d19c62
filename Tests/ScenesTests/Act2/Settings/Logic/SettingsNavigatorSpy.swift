import DLCTesting

@testable import Scenes

/// Stands in for Settings' navigator.
final class SettingsNavigatorSpy: SettingsNavigatorInterface, SceneSpy {
  enum Call: Equatable {
    case showWelcome
  }

  let log = CallLog<Call>("SettingsNavigator")

  func showWelcome() { log.record(.showWelcome) }
}
