import CacheWorker
import DLC

/// Puts Settings' data into its elements.
final class SettingsPresenter: SettingsPresenterInterface {
  private weak var view: SettingsView?

  init(view: SettingsView) {
    self.view = view
  }

  func showStatistics(_ statistics: CacheStatistics) {
    view?.cache.text =
      "\(statistics.entries) entries, \(statistics.hits) hits, \(statistics.misses) misses"
  }

  func showSigningOut() {
    view?.signOut.isEnabled = false
    view?.clearCache.isEnabled = false
  }
}
