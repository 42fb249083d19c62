import DLCTesting

@testable import Scenes

/// Stands in for Search's navigator.
final class SearchNavigatorSpy: SearchNavigatorInterface, SceneSpy {
  enum Call: Equatable {
    case showDetail(CountrySummary)
    case showSettings
  }

  let log = CallLog<Call>("SearchNavigator")

  func showDetail(for country: CountrySummary) { log.record(.showDetail(country)) }
  func showSettings() { log.record(.showSettings) }
}
