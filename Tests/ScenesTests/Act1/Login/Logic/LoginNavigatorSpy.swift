import DLCTesting

@testable import Scenes

/// Stands in for Login's navigator, recording every transition asked for.
final class LoginNavigatorSpy: LoginNavigating, SceneSpy {
  let recorder = CallRecorder("LoginNavigator")

  func showSearch(for user: User, token: String) { recorder.record(user, token) }
}
