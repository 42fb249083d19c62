import DLC

protocol SearchNavigatorInterface: SceneRole {
  /// Pushes one country in full.
  func showDetail(for country: CountrySummary)
  /// Presents the settings modally.
  func showSettings()
}

/// Pushes a country on the Search tab's own stack; presents Settings over both tabs.
final class SearchNavigator: SceneNavigator<any Act2DCInterface>, SearchNavigatorInterface {
  func showDetail(for country: CountrySummary) {
    push(dc.factory.scene(.detail(Detail.Setup(country: country))))
  }

  func showSettings() {
    present(dc.factory.scene(.settings(Settings.Setup())))
  }
}
