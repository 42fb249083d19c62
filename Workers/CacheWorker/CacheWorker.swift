import Foundation

/// An in-memory cache with least-recently-used eviction, time to live, namespaces, and
/// optional persistence to a folder.
///
/// Values are stored JSON-encoded, and the byte limit counts encoded bytes. When a value is
/// stored and the cache is over its entry count or byte limit, the least recently used values
/// are evicted; both reading and storing a value count as using it. Time to live is measured
/// on the clock given, so tests can move time on by hand. Expired values are removed when they
/// are next looked up, when statistics are asked for, or by eviction.
///
/// With a folder, every stored value is also written to a file there, and a cache created on
/// the folder later (in this process or another) starts with those values. Files carry their
/// expiry as a wall-clock date, because instants of the injected clock mean nothing to another
/// process; so an expiry that outlives the process is measured on the wall clock, whatever
/// clock was injected. Recency is not written: after a restart, the most recently written
/// value counts as the most recently used. Unusable files are deleted and reported through
/// `onWarning`; they never stop the cache. Without a folder, the cache touches no file.
///
/// Several processes may share a folder. Each write goes to a temporary file that is then
/// renamed over the entry's file, so a file is always whole: at worst, one process's value
/// for a key replaces another's. A process reads the folder only when its cache is created,
/// and deletes the temporary files it finds then; a write that another process was making at
/// that very moment is lost and reported, never half-written.
///
/// ```swift
/// let cache = CacheWorker(
///   configuration: CacheConfiguration(maximumEntryCount: 500, defaultTimeToLive: .seconds(300)),
///   folder: URL(filePath: "/var/cache/atlas"),
///   onWarning: { warning in print(warning) }
/// )
/// try await cache.set(country, forKey: "/countries/CH")
/// let cached = await cache.value(of: Country.self, forKey: "/countries/CH")
/// ```
public actor CacheWorker: CacheWorkerInterface {
  private let configuration: CacheConfiguration
  private let timeline: CacheTimeline
  private let folder: CacheFolder?
  private let onWarning: @Sendable (CacheWarning) -> Void
  private let encoder = JSONEncoder()
  private let decoder = JSONDecoder()
  private var contents: CacheContents

  /// Creates a cache, loading the values kept in `folder` if one is given.
  ///
  /// - Parameters:
  ///   - configuration: The limits and the default time to live.
  ///   - clock: The clock that measures time to live.
  ///   - folder: Where values are kept across processes; `nil` keeps them in memory only. The
  ///     folder is created if needed and should belong to the cache alone.
  ///   - onWarning: Told, on the cache's actor, about each file discarded, each failed file
  ///     operation and each value that did not decode as asked.
  public init(
    configuration: CacheConfiguration = CacheConfiguration(),
    clock: any Clock<Duration> = ContinuousClock(),
    folder: URL? = nil,
    onWarning: @escaping @Sendable (CacheWarning) -> Void = { _ in }
  ) {
    let timeline = CacheTimeline(clock: clock)
    let cacheFolder = folder.map { CacheFolder(url: $0, report: onWarning) }
    var contents = CacheContents()
    if let cacheFolder {
      Self.restore(into: &contents, from: cacheFolder, timeline: timeline, limits: configuration)
    }
    self.configuration = configuration
    self.timeline = timeline
    self.folder = cacheFolder
    self.onWarning = onWarning
    self.contents = contents
  }

  // MARK: - Interface

  /// The value stored for a key, decoded as the given type.
  ///
  /// A key that is absent, expired, or whose value does not decode as `type` is a miss; the
  /// last is also reported as a warning.
  ///
  /// - Parameters:
  ///   - type: The type the value was stored as.
  ///   - key: The key the value was stored under.
  /// - Returns: The value, or `nil` on a miss.
  public func value<Value: Codable & Sendable>(of type: Value.Type, forKey key: String) -> Value? {
    value(of: type, forKey: key, in: .root)
  }

  /// Stores a value under a key, replacing any value the key had, then evicts the least
  /// recently used values until the cache is within its limits.
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - key: The key to store it under.
  ///   - timeToLive: How long the value stays; `nil` uses the configuration's default.
  /// - Throws: ``CacheError`` if the value cannot be encoded or is larger than the byte limit;
  ///   the cache is then left as it was.
  public func set<Value: Codable & Sendable>(
    _ value: Value,
    forKey key: String,
    timeToLive: Duration?
  ) throws(CacheError) {
    try set(value, forKey: key, timeToLive: timeToLive, in: .root)
  }

  /// Removes the value stored under a key, if any.
  ///
  /// - Parameter key: The key whose value goes.
  public func removeValue(forKey key: String) {
    removeValue(forKey: key, in: .root)
  }

  /// Removes every value, in every namespace.
  public func removeAll() {
    removeAll(in: .root)
  }

  /// How the whole cache, namespaces included, has been used so far.
  ///
  /// - Returns: The entry count and byte total now, expired values left out, and the hits,
  ///   misses and evictions so far.
  public func statistics() -> CacheStatistics {
    statistics(in: .root)
  }

  /// A view of this cache scoped to a name: its keys are its own, its limits are shared.
  ///
  /// The namespace's ``CacheWorkerInterface/statistics()`` count only its own values and
  /// lookups (and those of namespaces inside it), including the evictions of its values caused
  /// by storing values elsewhere. Its ``CacheWorkerInterface/removeAll()`` removes only its own
  /// values. The cache's own statistics and `removeAll()` cover every namespace.
  ///
  /// - Parameter name: The namespace's name, such as a user's identifier.
  /// - Returns: A cache that reads and writes only the namespace's keys.
  public nonisolated func namespace(_ name: String) -> any CacheWorkerInterface {
    CacheNamespace(cache: self, scope: CacheScope.root.appending(name))
  }

  // MARK: - Implementation, by scope

  func value<Value: Codable & Sendable>(
    of type: Value.Type,
    forKey key: String,
    in scope: CacheScope
  ) -> Value? {
    guard let slot = contents.slot(of: CacheKey(scope: scope, name: key)) else {
      contents.recordMiss(in: scope)
      return nil
    }
    if let deadline = contents.deadline(at: slot), deadline <= timeline.now {
      let expired = contents.remove(at: slot)
      folder?.removeFile(for: expired.key)
      contents.recordMiss(in: scope)
      return nil
    }
    do {
      let value = try decoder.decode(type, from: contents.payload(at: slot))
      contents.recordHit(at: slot, in: scope)
      return value
    } catch {
      contents.recordMiss(in: scope)
      onWarning(
        .undecodableValue(
          key: key,
          namespace: scope.names ?? [],
          type: String(describing: type),
          reason: String(describing: error)
        )
      )
      return nil
    }
  }

  func set<Value: Codable & Sendable>(
    _ value: Value,
    forKey key: String,
    timeToLive: Duration?,
    in scope: CacheScope
  ) throws(CacheError) {
    let payload: Data
    do {
      payload = try encoder.encode(value)
    } catch {
      throw .unencodable(
        key: key,
        type: String(describing: Value.self),
        reason: String(describing: error)
      )
    }
    guard payload.count <= configuration.maximumTotalBytes else {
      throw .tooLarge(key: key, byteCount: payload.count, limit: configuration.maximumTotalBytes)
    }
    let cacheKey = CacheKey(scope: scope, name: key)
    let deadline = (timeToLive ?? configuration.defaultTimeToLive).map { timeline.now + $0 }
    contents.store(payload, for: cacheKey, until: deadline)
    let evicted = contents.evict(toFit: configuration)
    guard let folder else { return }
    for node in evicted {
      folder.removeFile(for: node.key)
    }
    let expiry = deadline.map { timeline.date(of: $0, now: Date()) }
    folder.write(CacheEntryFile(key: cacheKey, expiry: expiry, payload: payload))
  }

  func removeValue(forKey key: String, in scope: CacheScope) {
    let cacheKey = CacheKey(scope: scope, name: key)
    guard let slot = contents.slot(of: cacheKey) else { return }
    contents.remove(at: slot)
    folder?.removeFile(for: cacheKey)
  }

  func removeAll(in scope: CacheScope) {
    let removed = contents.removeAll { scope.contains($0.key.scope) }
    removeFiles(of: removed)
  }

  func statistics(in scope: CacheScope) -> CacheStatistics {
    removeFiles(of: contents.removeExpired(now: timeline.now))
    return contents.statistics(in: scope)
  }

  private func removeFiles(of nodes: [CacheNode]) {
    guard let folder else { return }
    for node in nodes {
      folder.removeFile(for: node.key)
    }
  }
}
