import DLCTesting

@testable import CounterScenes

/// Stands in for the Counter's navigator; the Counter goes nowhere, so it records nothing.
final class CounterNavigatorSpy: CounterNavigatorInterface, SceneSpy {
  let log = CallLog<SpyCall>("CounterNavigator")
}
