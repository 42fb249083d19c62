import DLC

protocol SettingsNavigatorInterface: SceneRole {
  /// Tears act 2 down and shows Welcome, with act 1's container.
  func showWelcome()
}

/// Replaces everything with Welcome, made with act 1's container, which holds no credential.
final class SettingsNavigator: SceneNavigator<any Act2DCInterface>, SettingsNavigatorInterface {
  func showWelcome() {
    let act1 = dc.factory.act1DC()
    replaceRoot(with: act1.factory.scene(.welcome(Welcome.Setup())))
  }
}
