import DLCTesting

@testable import CounterScenes

/// Stands in for Home's presenter, recording every call.
final class HomePresenterSpy:
  HomePresenterInterface,
  SceneSpy
{
  let log = CallLog<SpyCall>("HomePresenter")

  func showMessage(_ message: String) { record(message) }
  func showLinks(_ links: [String]) { record(links) }
}
