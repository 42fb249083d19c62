import CacheWorker
import DLC

/// What Settings' logic can show.
protocol SettingsPresenterInterface: SceneRole {
  /// Shows the cache's figures.
  func showStatistics(_ statistics: CacheStatistics)
  /// Shows that signing out is under way.
  func showSigningOut()
}

/// Puts Settings' data into its elements.
final class SettingsPresenter: ScenePresenter<SettingsView>, SettingsPresenterInterface {
  func showStatistics(_ statistics: CacheStatistics) {
    view?.cache.text =
      "\(statistics.entries) entries, \(statistics.hits) hits, \(statistics.misses) misses"
  }

  func showSigningOut() {
    view?.signOut.isEnabled = false
    view?.clearCache.isEnabled = false
  }
}
