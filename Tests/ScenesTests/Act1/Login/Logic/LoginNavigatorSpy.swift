import DLCTesting

@testable import Scenes

/// Stands in for Login's navigator, recording every transition asked for.
final class LoginNavigatorSpy: LoginNavigatorInterface {
  enum Call: Equatable {
    case showSearch(User, token: String)
  }

  let log = CallLog<Call>("LoginNavigator")

  func showSearch(for user: User, token: String) { log.record(.showSearch(user, token: token)) }
}
