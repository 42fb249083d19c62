import CacheWorker
import DLCTesting

@testable import Scenes

/// Stands in for Settings' presenter.
final class SettingsPresenterSpy: SettingsPresenterInterface, SceneSpy {
  enum Call: Equatable {
    case showStatistics(CacheStatistics)
    case showSigningOut
  }

  let log = CallLog<Call>("SettingsPresenter")

  func showStatistics(_ statistics: CacheStatistics) { log.record(.showStatistics(statistics)) }
  func showSigningOut() { log.record(.showSigningOut) }
}
