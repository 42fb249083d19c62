import DLC

/// Performs Detail's transitions on the stage.
final class DetailNavigator: DetailNavigatorInterface {
  private weak var controller: SceneController?

  init(controller: SceneController) {
    self.controller = controller
  }

  func close() {
    try? controller?.stage?.pop()
  }
}
