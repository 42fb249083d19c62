import DLCTesting

/// Stands in for the Subscribe scene's navigator.
final class SubscribeNavigatorSpy: SubscribeNavigatorInterface {
  enum Call: Equatable {
    case close
  }

  let log = CallLog<Call>("SubscribeNavigator")

  func close() { log.record(.close) }
}
