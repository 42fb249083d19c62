import CacheWorker

/// What Settings' logic can show.
@MainActor
protocol SettingsPresenterInterface: AnyObject {
  /// Shows the cache's figures.
  func showStatistics(_ statistics: CacheStatistics)
  /// Shows that signing out is under way.
  func showSigningOut()
}
