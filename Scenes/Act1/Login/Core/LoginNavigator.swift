import DLC

/// Performs Login's transitions on the stage, with scenes from the acts' factories.
final class LoginNavigator: LoginNavigatorInterface {
  private weak var controller: SceneController?
  private let dc: any Act1DCInterface

  init(controller: SceneController, dc: any Act1DCInterface) {
    self.controller = controller
    self.dc = dc
  }

  func showSearch(for user: User, token: String) {
    let act2 = dc.factory.act2DC(user: user, token: token)
    controller?.stage?.setRoot(act2.factory.scene(.search(SetupModel.Search())))
  }
}
