import DLC

protocol CounterLogicInterface: SceneRole {
  /// Adds one.
  func increment()
  /// Takes one away; the count may go below zero.
  func decrement()
  /// Starts over at zero.
  func reset()
}

/// Changes the count, and shows every change at once.
final class CounterLogic: SceneLogic<Counter>, CounterLogicInterface {
  override func start() {
    presenter.showCount(state.count)
  }

  func increment() {
    change(to: state.count + 1)
  }

  func decrement() {
    change(to: state.count - 1)
  }

  func reset() {
    change(to: 0)
  }

  private func change(to count: Int) {
    state.count = count
    presenter.showCount(count)
  }
}
