import DLCTesting

@testable import Scenes

/// Stands in for Search's navigator.
final class SearchNavigatorSpy: SearchNavigating, SceneSpy {
  let recorder = CallRecorder("SearchNavigator")

  func showDetail(for country: CountrySummary) { recorder.record(country) }
  func showSettings() { recorder.record() }
}
