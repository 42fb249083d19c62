import DLC

/// Builds the shelf's scenes with its container.
struct ShelfFactory: ActFactory {
  let dc: ShelfDC

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
