import DLC

/// Leaves the Subscribe scene.
final class SubscribeNavigator: SubscribeNavigatorInterface {
  private weak var controller: SceneController?

  init(controller: SceneController) {
    self.controller = controller
  }

  func close() {
    try? controller?.stage?.back()
  }
}
