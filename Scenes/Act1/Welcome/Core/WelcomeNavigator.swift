import DLC

/// Performs Welcome's transitions on the stage, with scenes from act 1's factory.
final class WelcomeNavigator: WelcomeNavigatorInterface {
  private weak var controller: SceneController?
  private let dc: any Act1DCInterface

  init(controller: SceneController, dc: any Act1DCInterface) {
    self.controller = controller
    self.dc = dc
  }

  func showLogin() {
    controller?.stage?.push(dc.factory.scene(.login(SetupModel.Login())))
  }
}
