import DLCTesting

@testable import Scenes

/// Stands in for Search's navigator.
final class SearchNavigatorSpy: SearchNavigatorInterface, SceneSpy {
  let log = CallLog<SpyCall>("SearchNavigator")

  func showDetail(for country: CountrySummary) { record(country) }
  func showSettings() { record() }
}
