import DLC

/// Basket's use cases: it follows the registry's changes.
final class BasketLogic: SceneLogic<Basket> {
  override func start() {
    presenter.show("empty", in: "note")
    if dc.isFixed {
      dc.registry.listeners.append { [weak self] in self?.heardChange() }
    } else {
      // Planted: the listener holds the logic, and the registry outlives the scene.
      dc.registry.listeners.append { self.heardChange() }
    }
  }

  func heardChange() {
    state.changes += 1
  }
}
