import DLCTesting

@testable import Scenes

/// Stands in for Login's navigator, recording every transition asked for.
final class LoginNavigatorSpy: LoginNavigatorInterface, SceneSpy {
  let log = CallLog<SpyCall>("LoginNavigator")

  func showAct2(at destination: Act2Destination, for user: User, token: String) {
    record(destination, user, token)
  }
}
