import DLC

/// Builds the shelf's scenes with its container.
final class ShelfFactory: ActFactory {
  private unowned let dc: ShelfDC

  init(dc: ShelfDC) {
    self.dc = dc
  }

  func scene(_ scene: ShelfScene) -> SceneController {
    switch scene {
    case .home: Home.controller(setup: (), dc: dc)
    case .basket: Basket.controller(setup: (), dc: dc)
    case .receipt: Receipt.controller(setup: (), dc: dc)
    case .stock: Stock.controller(setup: (), dc: dc)
    case .form: Form.controller(setup: (), dc: dc)
    }
  }
}
