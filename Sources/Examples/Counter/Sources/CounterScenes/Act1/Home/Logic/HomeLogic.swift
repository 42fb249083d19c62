import DLC

protocol HomeLogicInterface: SceneRole {
  /// Says the message was read.
  func acknowledge()
  /// Opens the link of a row, from 0.
  func open(_ row: Int)
}

/// The use cases: acknowledge the message shown and open a scene by its link.
final class HomeLogic:
  SceneLogic<Home>,
  HomeLogicInterface
{
  override func start() {
    presenter.showMessage(state.message)
    presenter.showLinks(setup.links)
  }

  func acknowledge() {
    state.message = "Home: OK"
    presenter.showMessage(state.message)
  }

  override func resume() {
    // Back from the scene a row opened: the list shows again with no row selected.
    presenter.showLinks(setup.links)
  }

  func open(_ row: Int) {
    guard setup.links.indices.contains(row) else { return }
    navigator.open(setup.links[row])
  }
}
