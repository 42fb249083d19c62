/// How a cache, or one of its namespaces, has been used.
///
/// `entries` and `totalBytes` describe the cache now; `hits`, `misses` and `evictions` count
/// from the moment the cache was created in this process.
public struct CacheStatistics: Sendable, Equatable, CustomStringConvertible {
  /// The number of values stored.
  public var entries: Int

  /// The encoded size of every stored value together, in bytes.
  public var totalBytes: Int

  /// The lookups that found a value.
  public var hits: Int

  /// The lookups that found nothing: absent, expired, or not decodable as the asked type.
  public var misses: Int

  /// The values removed to stay within the cache's limits.
  ///
  /// Values that expire, or that are removed or replaced on purpose, are not evictions.
  public var evictions: Int

  /// Creates statistics.
  ///
  /// - Parameters:
  ///   - entries: The number of values stored.
  ///   - totalBytes: The encoded size of every stored value together, in bytes.
  ///   - hits: The lookups that found a value.
  ///   - misses: The lookups that found nothing.
  ///   - evictions: The values removed to stay within the cache's limits.
  public init(
    entries: Int = 0,
    totalBytes: Int = 0,
    hits: Int = 0,
    misses: Int = 0,
    evictions: Int = 0
  ) {
    self.entries = entries
    self.totalBytes = totalBytes
    self.hits = hits
    self.misses = misses
    self.evictions = evictions
  }

  /// A summary such as `3 entries (120 bytes), 5 hits, 2 misses, 0 evictions`.
  public var description: String {
    "\(entries) entries (\(totalBytes) bytes), \(hits) hits, \(misses) misses, \(evictions) evictions"
  }

  /// The sum of two sets of statistics, as for a namespace and the namespaces inside it.
  static func + (lhs: CacheStatistics, rhs: CacheStatistics) -> CacheStatistics {
    CacheStatistics(
      entries: lhs.entries + rhs.entries,
      totalBytes: lhs.totalBytes + rhs.totalBytes,
      hits: lhs.hits + rhs.hits,
      misses: lhs.misses + rhs.misses,
      evictions: lhs.evictions + rhs.evictions
    )
  }
}
