import DLC

/// Home's use cases.
final class HomeLogic: SceneLogic<Home> {
  override func start() {
    // Planted: nothing leads to Stock.
    presenter.reveal("stock", dc.isFixed)
  }

  func openBasket() { navigator.push(dc.factory.scene(.basket)) }
  func openForm() { navigator.push(dc.factory.scene(.form)) }
  func finish() { navigator.replaceRoot(with: dc.factory.scene(.receipt)) }
  func openStock() { navigator.push(dc.factory.scene(.stock)) }

  func countItems() {
    // Planted: reads one past the end.
    let last = dc.isFixed ? dc.items.count - 1 : dc.items.count
    state.status = "last: \(dc.items[last])"
    presenter.show(state.status, in: "status")
  }

  func refresh() {
    let isFixed = dc.isFixed
    tasks.run {
      // Planted: waits forever, a second at a time, whatever cancels it.
      while !isFixed {
        try? await Task.sleep(for: .seconds(1))
      }
    }
  }

  func load() {
    guard dc.isFixed else {
      // Planted: the server fails.
      presenter.showAlert(Alert(title: "Server unreachable", message: "Prices could not load."))
      return
    }
    state.status = "prices loaded"
    presenter.show(state.status, in: "status")
  }
}
