import DLC

/// A tap on `increment`, `decrement` or `reset` changes the count.
final class CounterInteractor: SceneInteractor<CounterView, any CounterLogicInterface> {
  override func bind(_ view: CounterView) {
    view.increment.onTap = { [logic] in logic.increment() }
    view.decrement.onTap = { [logic] in logic.decrement() }
    view.reset.onTap = { [logic] in logic.reset() }
  }
}
