import DLCTesting

@testable import Scenes

/// Stands in for Detail's navigator.
final class DetailNavigatorSpy: DetailNavigatorInterface, SceneSpy {
  let log = CallLog<SpyCall>("DetailNavigator")

  func close() { record() }
}
