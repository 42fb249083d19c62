import DLC

/// Where Settings can go.
protocol SettingsNavigating: SceneInterface {
  /// Tears act 2 down and shows Welcome, with act 1's container.
  func showWelcome()
}

/// Performs Settings' transitions on the stage, with scenes from the acts' factories.
final class SettingsNavigator: SceneNavigator<any Act2DCInterface>, SettingsNavigating {
  func showWelcome() {
    let act1 = dc.factory.act1DC()
    stage?.setRoot(act1.factory.scene(.welcome(SetupModel.Welcome())))
  }
}
