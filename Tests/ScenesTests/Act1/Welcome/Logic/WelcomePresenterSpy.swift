import DLCTesting

@testable import Scenes

/// Stands in for Welcome's presenter, recording every call.
final class WelcomePresenterSpy: WelcomePresenting, SceneSpy {
  let recorder = CallRecorder("WelcomePresenter")

  func showGreeting(_ greeting: String) { recorder.record(greeting) }
}
