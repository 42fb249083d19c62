/// Where Search can go.
@MainActor
protocol SearchNavigatorInterface: AnyObject {
  /// Pushes one country in full.
  func showDetail(for country: CountrySummary)
  /// Presents the settings modally.
  func showSettings()
}
