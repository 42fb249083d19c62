import DLCTesting

@testable import CounterScenes

/// Stands in for the Counter's presenter, recording every call.
final class CounterPresenterSpy: CounterPresenterInterface, SceneSpy {
  let log = CallLog<SpyCall>("CounterPresenter")

  func showCount(_ count: Int) { record(count) }
}
