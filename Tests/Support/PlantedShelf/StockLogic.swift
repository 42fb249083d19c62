import DLC

/// Stock's use cases.
final class StockLogic: SceneLogic<Stock> {
  override func start() {
    presenter.show("\(dc.items.count) items", in: "note")
  }
}
