import DLCTesting

@testable import Scenes

/// Stands in for Welcome's navigator, recording every transition asked for.
final class WelcomeNavigatorSpy: WelcomeNavigatorInterface, SceneSpy {
  let log = CallLog<SpyCall>("WelcomeNavigator")

  func showLogin() { record() }
}
