import Foundation

/// An in-memory cache with least-recently-used eviction, time to live, namespaces, and
/// optional persistence to a folder.
///
/// Values are stored JSON-encoded, and the byte limit counts encoded bytes. When a value is
/// stored and the cache is over its entry count or byte limit, the least recently used values
/// are evicted; both reading and storing a value count as using it. Time to live is measured
/// on the clock given, so tests can move time on by hand. An expired value is never returned
/// nor counted in statistics. Expired values are removed a few at a time by every call, when
/// they are looked up, and before any value is evicted to make room: however many expire at
/// once, no call waits for all of them to go.
///
/// With a folder, every stored value is also written to a file there, and a cache created on
/// the folder later (in this process or another) starts with those values. Files carry their
/// expiry as a wall-clock date, because instants of the injected clock mean nothing to another
/// process; so an expiry that outlives the process is measured on the wall clock, whatever
/// clock was injected. Recency is not written: after a restart, the most recently written
/// value counts as the most recently used. Unusable files are deleted and reported through
/// `onWarning`; they never stop the cache. Without a folder, the cache touches no file.
///
/// The folder is read in the background from the moment the cache is created, off the caller's
/// actor: creating a cache returns at once, and its first call waits until the folder has been
/// read. Files are written and deleted in the background too, in the order the cache asked, so
/// storing a value costs no file operation on the cache's actor; ``flush()`` waits for them, and
/// a normal exit of the process makes every change still queued.
///
/// What a crash can lose: a process killed (kill -9) loses the changes still queued for the
/// folder, the values stored or removed in its last moments, usually the last few
/// milliseconds; each file is written whole to a temporary file that then takes the entry
/// file's place in one atomic exchange or rename, so none is ever half-written. Nothing is
/// flushed to the disk itself, so a power loss can also lose what the system had not written
/// yet; a file it leaves empty, truncated or mixed fails its checksum and is discarded at the
/// next start.
///
/// Several processes may share a folder. An entry's file is always whole: at worst, one
/// process's value for a key replaces another's. A process reads the folder only when its
/// cache is created; a file replaced while it was read is read again. Temporary files name the
/// process that writes them, and a starting cache deletes only those whose process has ended.
///
/// <!-- swift-check
/// let country = Country(
///   code: "CHE", name: "Switzerland", capital: "Bern", population: 8_900_000, region: "Europe")
/// -->
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
  private let writer: CacheFolderWriter?
  private let onWarning: @Sendable (CacheWarning) -> Void
  private let encoder = JSONEncoder()
  private let decoder = JSONDecoder()
  private var contents = CacheContents()

  /// The most expired values one call removes besides the one it looks up and those that make
  /// room: removing one takes about a microsecond, so this bounds a call's share of a mass
  /// expiry to well under a millisecond, and calls still remove expired values faster than
  /// `set` can store new ones.
  static let expiredRemovalsPerCall = 64

  /// Reads the folder in the background; `nil` once its contents are in place, or without one.
  private var loading: Task<CacheContents, Never>?

  /// Creates a cache, loading the values kept in `folder` if one is given.
  ///
  /// - Parameters:
  ///   - configuration: The limits and the default time to live.
  ///   - clock: The clock that measures time to live.
  ///   - folder: Where values are kept across processes; `nil` keeps them in memory only. The
  ///     folder is created if needed and should belong to the cache alone.
  ///   - onWarning: Told about each file discarded, each failed file operation and each value
  ///     that did not decode as asked; on the cache's actor for a value, in the background for
  ///     a file.
  public init(
    configuration: CacheConfiguration = CacheConfiguration(),
    clock: any Clock<Duration> = ContinuousClock(),
    folder: URL? = nil,
    onWarning: @escaping @Sendable (CacheWarning) -> Void = { _ in }
  ) {
    let timeline = CacheTimeline(clock: clock)
    let cacheFolder = folder.map { CacheFolder(url: $0, report: onWarning) }
    let writer = folder.map(CacheFolderWriter.shared(for:))
    self.configuration = configuration
    self.timeline = timeline
    self.folder = cacheFolder
    self.writer = writer
    self.onWarning = onWarning
    if let cacheFolder, let writer {
      let opening = (date: Date(), instant: timeline.now)
      loading = Task.detached(priority: .userInitiated) {
        // Changes this process queued for the folder come first, as if already on disk.
        await writer.flush()
        var contents = CacheContents()
        Self.restore(into: &contents, from: cacheFolder, opening: opening, limits: configuration)
        return contents
      }
    }
  }

  /// Waits until every value stored or removed so far has reached the folder; returns at once
  /// without one.
  public func flush() async {
    await loaded()
    await writer?.flush()
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
  public func value<Value: Codable & Sendable>(
    of type: Value.Type,
    forKey key: String
  ) async -> Value? {
    await value(of: type, forKey: key, in: .root)
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
  ) async throws(CacheError) {
    try await set(value, forKey: key, timeToLive: timeToLive, in: .root)
  }

  /// Removes the value stored under a key, if any.
  ///
  /// - Parameter key: The key whose value goes.
  public func removeValue(forKey key: String) async {
    await removeValue(forKey: key, in: .root)
  }

  /// Removes every value, in every namespace.
  public func removeAll() async {
    await removeAll(in: .root)
  }

  /// How the whole cache, namespaces included, has been used so far.
  ///
  /// - Returns: The entry count and byte total now, expired values left out, and the hits,
  ///   misses and evictions so far.
  public func statistics() async -> CacheStatistics {
    await statistics(in: .root)
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
  ) async -> Value? {
    await loaded()
    removeSomeExpired(now: timeline.now)
    guard let slot = contents.slot(of: CacheKey(scope: scope, name: key)) else {
      contents.recordMiss(in: scope)
      return nil
    }
    if let deadline = contents.deadline(at: slot), deadline <= timeline.now {
      let expired = contents.remove(at: slot)
      removeFiles(of: [expired])
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
  ) async throws(CacheError) {
    await loaded()
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
    let now = timeline.now
    removeSomeExpired(now: now)
    let cacheKey = CacheKey(scope: scope, name: key)
    let deadline = (timeToLive ?? configuration.defaultTimeToLive).map { now + $0 }
    contents.store(payload, for: cacheKey, until: deadline)
    let evicted = contents.evict(toFit: configuration, now: now)
    guard let folder, let writer else { return }
    removeFiles(of: evicted)
    let expiry = deadline.map { timeline.date(of: $0, now: Date()) }
    writer.write(CacheEntryFile(key: cacheKey, expiry: expiry, payload: payload), in: folder)
  }

  func removeValue(forKey key: String, in scope: CacheScope) async {
    await loaded()
    removeSomeExpired(now: timeline.now)
    let cacheKey = CacheKey(scope: scope, name: key)
    guard let slot = contents.slot(of: cacheKey) else { return }
    removeFiles(of: [contents.remove(at: slot)])
  }

  func removeAll(in scope: CacheScope) async {
    await loaded()
    removeSomeExpired(now: timeline.now)
    let removed = contents.removeAll { scope.contains($0.key.scope) }
    removeFiles(of: removed)
  }

  func statistics(in scope: CacheScope) async -> CacheStatistics {
    await loaded()
    let now = timeline.now
    removeSomeExpired(now: now)
    return contents.statistics(in: scope, now: now)
  }

  /// Puts the folder's contents in place once it has been read; returns at once after that.
  private func loaded() async {
    guard let loading else { return }
    let loadedContents = await loading.value
    // Another call may have put them in place while this one waited.
    guard self.loading != nil else { return }
    contents = loadedContents
    self.loading = nil
  }

  /// Removes a few values whose deadline has come, so that the work of many values expiring
  /// at once is spread over the calls that follow.
  private func removeSomeExpired(now: Duration) {
    removeFiles(of: contents.removeExpired(now: now, atMost: Self.expiredRemovalsPerCall))
  }

  private func removeFiles(of nodes: [CacheNode]) {
    guard let folder, let writer else { return }
    for node in nodes {
      writer.removeFile(for: node.key, in: folder)
    }
  }
}
