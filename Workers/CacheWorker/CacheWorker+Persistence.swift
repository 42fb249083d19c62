import Foundation

extension CacheWorker {
  /// Fills new contents with the entries kept in a folder, then evicts down to the limits,
  /// which may be smaller than those of the cache that wrote the folder.
  ///
  /// - Parameters:
  ///   - contents: The contents to fill.
  ///   - folder: The folder to read.
  ///   - timeline: The new cache's timeline, on which wall-clock expiries become deadlines.
  ///   - limits: The new cache's limits.
  static func restore(
    into contents: inout CacheContents,
    from folder: CacheFolder,
    timeline: CacheTimeline,
    limits: CacheConfiguration
  ) {
    let now = Date()
    for entry in folder.load(now: now) {
      let deadline = entry.expiry.map { timeline.deadline(of: $0, now: now) }
      contents.store(entry.payload, for: entry.key, until: deadline)
    }
    for node in contents.evict(toFit: limits) {
      folder.removeFile(for: node.key)
    }
  }
}
