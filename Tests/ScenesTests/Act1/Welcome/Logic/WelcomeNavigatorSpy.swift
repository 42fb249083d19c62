import DLCTesting

@testable import Scenes

/// Stands in for Welcome's navigator, recording every transition asked for.
final class WelcomeNavigatorSpy: WelcomeNavigatorInterface {
  enum Call: Equatable {
    case showLogin
  }

  let log = CallLog<Call>("WelcomeNavigator")

  func showLogin() { log.record(.showLogin) }
}
