import Foundation

extension CacheWorker {
  /// Fills new contents with the entries kept in a folder, then evicts down to the limits,
  /// which may be smaller than those of the cache that wrote the folder.
  ///
  /// - Parameters:
  ///   - contents: The contents to fill.
  ///   - folder: The folder to read.
  ///   - opening: When the cache was created, on the wall clock and on its timeline: wall-clock
  ///     expiries become deadlines from there, however long the folder took to read.
  ///   - limits: The new cache's limits.
  static func restore(
    into contents: inout CacheContents,
    from folder: CacheFolder,
    opening: (date: Date, instant: Duration),
    limits: CacheConfiguration
  ) {
    for entry in folder.load(now: opening.date) {
      let deadline = entry.expiry.map {
        opening.instant + .seconds($0.timeIntervalSince(opening.date))
      }
      contents.store(entry.payload, for: entry.key, until: deadline)
    }
    for node in contents.evict(toFit: limits, now: opening.instant) {
      folder.removeFile(for: node.key)
    }
  }
}
