import DLC

/// A shop shelf written to be explored: from Home, each path holds one planted defect, and
/// `isFixed` plays the same application with every defect fixed.
///
/// | path from Home | defect | fixed |
/// | --- | --- | --- |
/// | `basket`, then back | Basket's logic registers a listener that holds it strongly | weakly |
/// | `finish` | Receipt replaces the stack and offers nothing | a button back to Home |
/// | (none) | Stock is listed but nothing leads to it | `stock` opens it |
/// | `form` | Form's `save` checks the wrong field and never enables | enables once named |
/// | `count` | the use case reads past the end of its data and traps | reads the last item |
/// | `refresh` | its work waits forever and ignores cancellation | ends |
/// | `load` | the server fails: an alert says so | the server answers |
@MainActor
struct ShelfApp: SceneApplication {
  static let acts = [ShelfScene.act]

  var isFixed: Bool

  func start(on stage: Stage) {
    let dc = ShelfDC(isFixed: isFixed, clock: stage.clock)
    stage.setRoot(dc.factory.scene(.home))
  }
}
