import CacheWorker
import DLC

/// Settings' state.
struct SettingsLogicState: LogicState {
  /// The cache's figures, once read.
  var statistics: CacheStatistics?
  /// Whether signing out is under way.
  var isSigningOut = false
}
