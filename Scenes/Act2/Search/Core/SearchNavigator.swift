import DLC

/// Where Search can go.
protocol SearchNavigating: SceneInterface {
  /// Pushes one country in full.
  func showDetail(for country: CountrySummary)
  /// Presents the settings modally.
  func showSettings()
}

/// Performs Search's transitions on the stage, with scenes from act 2's factory.
final class SearchNavigator: SceneNavigator<any Act2DCInterface>, SearchNavigating {
  func showDetail(for country: CountrySummary) {
    stage?.push(dc.factory.scene(.detail(SetupModel.Detail(country: country))))
  }

  func showSettings() {
    stage?.present(dc.factory.scene(.settings(SetupModel.Settings())))
  }
}
