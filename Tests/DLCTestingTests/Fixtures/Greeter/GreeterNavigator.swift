import DLC

/// Pushes the Detail scene for an entry.
final class GreeterNavigator: GreeterNavigatorInterface {
  private weak var controller: SceneController?
  private let dc: SampleDC

  init(controller: SceneController, dc: SampleDC) {
    self.controller = controller
    self.dc = dc
  }

  func showDetail(of entry: String) {
    controller?.stage?.push(dc.factory.scene(.detail(entry)))
  }
}
