import DLCTesting

@testable import Scenes

/// Stands in for Welcome's presenter, recording every call.
final class WelcomePresenterSpy: WelcomePresenterInterface, SceneSpy {
  let log = CallLog<SpyCall>("WelcomePresenter")

  func showGreeting(_ greeting: String) { record(greeting) }
}
