import Foundation
import Synchronization

/// Passes on each warning about a file the first time only, so that a file the cache cannot use
/// is reported once per start rather than at every write.
final class WarnedFiles: Sendable {
  private let report: @Sendable (CacheWarning) -> Void
  private let warned = Mutex<Set<String>>([])

  /// - Parameter report: Where the first warning about each file goes.
  init(report: @escaping @Sendable (CacheWarning) -> Void) {
    self.report = report
  }

  /// Reports a warning about a file unless one about the same file was reported before.
  ///
  /// - Parameters:
  ///   - warning: The warning.
  ///   - file: The file it is about.
  func report(_ warning: CacheWarning, about file: URL) {
    let isFirst = warned.withLock { $0.insert(file.standardizedFileURL.path).inserted }
    if isFirst {
      report(warning)
    }
  }
}
