import CacheWorker
import DLCTesting

@testable import Scenes

/// Stands in for Settings' presenter.
final class SettingsPresenterSpy: SettingsPresenting, SceneSpy {
  let recorder = CallRecorder("SettingsPresenter")

  func showStatistics(_ statistics: CacheStatistics) { recorder.record(statistics) }
  func showSigningOut() { recorder.record() }
}
