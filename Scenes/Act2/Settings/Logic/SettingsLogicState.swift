import CacheWorker

/// Settings' state.
struct SettingsLogicState: Equatable {
  /// The cache's figures, once read.
  var statistics: CacheStatistics?
  /// Whether signing out is under way.
  var isSigningOut = false
}
