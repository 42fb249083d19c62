import CacheWorker
import Synchronization

/// Collects the warnings a cache reports.
final class WarningLog: Sendable {
  private let recorded = Mutex<[CacheWarning]>([])

  var warnings: [CacheWarning] { recorded.withLock { $0 } }

  @Sendable func record(_ warning: CacheWarning) {
    recorded.withLock { $0.append(warning) }
  }
}
