import DLC

/// What the Counter's logic can show.
protocol CounterPresenterInterface: SceneRole {
  /// Shows the count; starting over is offered only away from zero.
  func showCount(_ count: Int)
}

/// Puts the Counter's data into its elements.
final class CounterPresenter: ScenePresenter<CounterView>, CounterPresenterInterface {
  func showCount(_ count: Int) {
    view?.count.text = "\(count)"
    view?.reset.isEnabled = count != 0
  }
}
