import DLC

/// Where Settings can go.
protocol SettingsNavigatorInterface: SceneRole {
  /// Tears act 2 down and shows Welcome, with act 1's container.
  func showWelcome()
}

/// Performs Settings' transitions, with scenes from the acts' factories.
final class SettingsNavigator: SceneNavigator<any Act2DCInterface>, SettingsNavigatorInterface {
  func showWelcome() {
    let act1 = dc.factory.act1DC()
    replaceRoot(with: act1.factory.scene(.welcome(Welcome.Setup())))
  }
}
