import DLC

/// Performs Settings' transitions on the stage, with scenes from the acts' factories.
final class SettingsNavigator: SettingsNavigatorInterface {
  private weak var controller: SceneController?
  private let dc: any Act2DCInterface

  init(controller: SceneController, dc: any Act2DCInterface) {
    self.controller = controller
    self.dc = dc
  }

  func showWelcome() {
    let act1 = dc.factory.act1DC()
    controller?.stage?.setRoot(act1.factory.scene(.welcome(SetupModel.Welcome())))
  }
}
