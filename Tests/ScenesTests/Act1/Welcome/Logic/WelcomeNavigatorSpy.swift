import DLCTesting

@testable import Scenes

/// Stands in for Welcome's navigator, recording every transition asked for.
final class WelcomeNavigatorSpy: WelcomeNavigating, SceneSpy {
  let recorder = CallRecorder("WelcomeNavigator")

  func showLogin() { recorder.record() }
}
