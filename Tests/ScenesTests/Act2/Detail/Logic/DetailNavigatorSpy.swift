import DLCTesting

@testable import Scenes

/// Stands in for Detail's navigator.
final class DetailNavigatorSpy: DetailNavigatorInterface, SceneSpy {
  enum Call: Equatable {
    case close
  }

  let log = CallLog<Call>("DetailNavigator")

  func close() { log.record(.close) }
}
