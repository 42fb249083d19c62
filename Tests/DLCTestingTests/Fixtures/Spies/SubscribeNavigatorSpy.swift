import DLCTesting

/// Stands in for the Subscribe scene's navigator.
final class SubscribeNavigatorSpy: SubscribeNavigatorInterface, SceneSpy {
  let log = CallLog<SpyCall>("SubscribeNavigator")

  func close() { record() }
}
