import StoreWorker
import Synchronization

/// Collects the warnings a store reports.
final class WarningLog: Sendable {
  private let recorded = Mutex<[StoreWarning]>([])

  var warnings: [StoreWarning] { recorded.withLock { $0 } }

  @Sendable func record(_ warning: StoreWarning) {
    recorded.withLock { $0.append(warning) }
  }
}
