import DLC

protocol CounterPresenterInterface: SceneRole {
  /// Shows the count; starting over is offered only away from zero.
  func showCount(_ count: Int)
}

/// Puts the count in `count`, and enables `reset` only away from zero.
final class CounterPresenter: ScenePresenter<CounterView>, CounterPresenterInterface {
  func showCount(_ count: Int) {
    view?.count.text = "\(count)"
    view?.reset.isEnabled = count != 0
  }
}
