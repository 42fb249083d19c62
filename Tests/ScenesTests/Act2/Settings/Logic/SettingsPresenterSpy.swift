import CacheWorker
import DLCTesting

@testable import Scenes

/// Stands in for Settings' presenter.
final class SettingsPresenterSpy: SettingsPresenterInterface, SceneSpy {
  let log = CallLog<SpyCall>("SettingsPresenter")

  func showStatistics(_ statistics: CacheStatistics) { record(statistics) }
  func showSigningOut() { record() }
  func showPreferences(_ preferences: Preferences) { record(preferences) }

  /// What the confirmation's destructive action runs, once the logic has asked.
  private(set) var confirm: (@MainActor () -> Void)?

  func confirmSignOut(_ confirmed: @escaping @MainActor () -> Void) {
    if record() {
      confirm = confirmed
    }
  }
}
