/// The limits of a cache and the lifetime of its values.
///
/// When a value is stored and the cache is over either limit, the least recently used values
/// are evicted until it is within both again.
public struct CacheConfiguration: Sendable, Equatable {
  /// The most values the cache holds at once; at least 1.
  public let maximumEntryCount: Int

  /// The most encoded bytes the cache holds at once, counting values only (not keys).
  public let maximumTotalBytes: Int

  /// How long a value stays when it is stored without a time to live; `nil` keeps it until it
  /// is evicted or removed.
  public let defaultTimeToLive: Duration?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - maximumEntryCount: The most values the cache holds at once; values below 1 count as 1.
  ///   - maximumTotalBytes: The most encoded bytes the cache holds at once; values below 0
  ///     count as 0.
  ///   - defaultTimeToLive: How long a value stays when stored without a time to live; `nil`
  ///     keeps it until it is evicted or removed.
  public init(
    maximumEntryCount: Int = 1_000,
    maximumTotalBytes: Int = 10_000_000,
    defaultTimeToLive: Duration? = nil
  ) {
    self.maximumEntryCount = max(1, maximumEntryCount)
    self.maximumTotalBytes = max(0, maximumTotalBytes)
    self.defaultTimeToLive = defaultTimeToLive
  }
}
