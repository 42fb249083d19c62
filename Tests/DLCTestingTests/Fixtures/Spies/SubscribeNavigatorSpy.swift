import DLCTesting

/// Stands in for the Subscribe scene's navigator.
final class SubscribeNavigatorSpy: SubscribeNavigatorInterface, Spy {
  let log = CallLog<SpyCall>("SubscribeNavigator")

  func close() { record() }
}
