import DLCTesting

/// Stands in for the Greeter's navigator and records where the logic sends the person.
final class GreeterNavigatorSpy: GreeterNavigatorInterface {
  enum Call: Equatable {
    case showDetail(String)
  }

  let log = CallLog<Call>("GreeterNavigator")

  func showDetail(of entry: String) { log.record(.showDetail(entry)) }
}
