import CacheWorker
import DLCTesting
import StoreWorker

@testable import Scenes

/// Stands in for Settings' presenter.
final class SettingsPresenterSpy: SettingsPresenterInterface, SceneSpy {
  let log = CallLog<SpyCall>("SettingsPresenter")

  func showStatistics(_ statistics: CacheStatistics) { record(statistics) }
  func showSigningOut() { record() }
  func showPreferences(_ preferences: Preferences) { record(preferences) }
  func confirmSignOut() { record() }
  func showStoreFailure(_ error: StoreError) { record(error) }
}
