import DLC

/// Where Search can go.
protocol SearchNavigatorInterface: SceneRole {
  /// Pushes one country in full.
  func showDetail(for country: CountrySummary)
  /// Presents the settings modally.
  func showSettings()
}

/// Performs Search's transitions, with scenes from act 2's factory.
final class SearchNavigator: SceneNavigator<any Act2DCInterface>, SearchNavigatorInterface {
  func showDetail(for country: CountrySummary) {
    push(dc.factory.scene(.detail(Detail.Setup(country: country))))
  }

  func showSettings() {
    present(dc.factory.scene(.settings(Settings.Setup())))
  }
}
