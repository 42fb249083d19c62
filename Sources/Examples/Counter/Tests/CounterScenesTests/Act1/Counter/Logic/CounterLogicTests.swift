import DLC
import DLCTesting
import Testing

@testable import CounterScenes

@MainActor
@Suite struct CounterLogicTests {
  /// Follows everything a test builds; each test ends by checking that all of it was freed.
  private let tracker = LeakTracker()

  /// Builds the logic with spies and a stub container, tracking everything it holds.
  private func makeLogic() -> (logic: CounterLogic, presenter: CounterPresenterSpy) {
    let presenter = CounterPresenterSpy()
    let logic = CounterLogic(
      SceneContext(
        setup: Counter.Setup(), dc: Act1DCStub(), presenter: presenter,
        navigator: CounterNavigatorSpy()))
    tracker.trackObjects(reachableFrom: logic)
    return (logic, presenter)
  }

  @Test func startShowsZero() {
    do {
      let (logic, presenter) = makeLogic()
      presenter.expect { $0.showCount(0) }

      logic.start()

      presenter.assertNoUnassertedCalls()
    }
    tracker.assertFreed()
  }

  @Test func incrementAndDecrementChangeTheCountByOne() {
    do {
      let (logic, presenter) = makeLogic()

      logic.increment()
      logic.increment()
      logic.decrement()

      #expect(logic.state.count == 1)
      presenter.assertCalls {
        $0.showCount(1)
        $0.showCount(2)
        $0.showCount(1)
      }
    }
    tracker.assertFreed()
  }

  @Test func theCountGoesBelowZero() {
    do {
      let (logic, presenter) = makeLogic()

      logic.decrement()

      #expect(logic.state.count == -1)
      presenter.assertCalls { $0.showCount(-1) }
    }
    tracker.assertFreed()
  }

  @Test func resetStartsOverAtZero() {
    do {
      let (logic, presenter) = makeLogic()
      logic.increment()

      logic.reset()

      #expect(logic.state == Counter.State())
      presenter.assertCalls {
        $0.showCount(1)
        $0.showCount(0)
      }
    }
    tracker.assertFreed()
  }
}
