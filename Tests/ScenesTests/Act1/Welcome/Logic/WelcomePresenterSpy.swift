import DLCTesting

@testable import Scenes

/// Stands in for Welcome's presenter, recording every call.
final class WelcomePresenterSpy: WelcomePresenterInterface {
  enum Call: Equatable {
    case showGreeting(String)
  }

  let log = CallLog<Call>("WelcomePresenter")

  func showGreeting(_ greeting: String) { log.record(.showGreeting(greeting)) }
}
