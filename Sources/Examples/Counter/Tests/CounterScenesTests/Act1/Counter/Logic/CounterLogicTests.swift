import DLC
import DLCTesting
import Testing

@testable import CounterScenes

@MainActor
@Suite struct CounterLogicTests {
  /// Each test builds the logic with spies and a stub container, and ends by checking that the
  /// spies saw no call it did not expect, and that everything it built was freed.
  private let spied = SpiedLogic<CounterLogic, CounterPresenterSpy, CounterNavigatorSpy>()

  @Test func startShowsZero() async {
    await spied.withLogic(setup: Counter.Setup(), dc: Act1DCStub()) { logic, presenter, _, _ in
      presenter.expect { $0.showCount(0) }

      logic.start()
    }
  }

  @Test func incrementAndDecrementChangeTheCountByOne() async {
    await spied.withLogic(setup: Counter.Setup(), dc: Act1DCStub()) { logic, presenter, _, _ in
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
  }

  @Test func theCountGoesBelowZero() async {
    await spied.withLogic(setup: Counter.Setup(), dc: Act1DCStub()) { logic, presenter, _, _ in
      logic.decrement()

      #expect(logic.state.count == -1)
      presenter.assertCalls { $0.showCount(-1) }
    }
  }

  @Test func resetStartsOverAtZero() async {
    await spied.withLogic(setup: Counter.Setup(), dc: Act1DCStub()) { logic, presenter, _, _ in
      logic.increment()

      logic.reset()

      #expect(logic.state == Counter.State())
      presenter.assertCalls {
        $0.showCount(1)
        $0.showCount(0)
      }
    }
  }
}
