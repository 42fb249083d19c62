import DLCTesting

@testable import CounterScenes

/// Stands in for Home's navigator, recording every call.
final class HomeNavigatorSpy:
  HomeNavigatorInterface,
  SceneSpy
{
  let log = CallLog<SpyCall>("HomeNavigator")

  func open(_ link: String) { record(link) }
}
