import DLC

/// A view that shows the buttons it is given.
final class ButtonView: SceneView {
  private var buttons: [Element] = []

  required init() {}

  convenience init(_ buttons: [Element]) {
    self.init()
    self.buttons = buttons
  }

  override var body: [Element] { buttons }
}
