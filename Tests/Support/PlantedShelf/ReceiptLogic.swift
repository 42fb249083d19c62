import DLC

/// Receipt's use cases.
final class ReceiptLogic: SceneLogic<Receipt> {
  override func start() {
    // Planted: no way out.
    presenter.reveal("again", dc.isFixed)
  }

  func startAgain() {
    navigator.replaceRoot(with: dc.factory.scene(.home))
  }
}
