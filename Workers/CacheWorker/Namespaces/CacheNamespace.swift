/// A view of a ``CacheWorker`` that reads and writes only the keys of one namespace.
///
/// It holds no state of its own: values, limits and recency are the cache's.
struct CacheNamespace: CacheWorkerInterface {
  /// The cache the namespace belongs to.
  let cache: CacheWorker

  /// The namespace's place in the cache.
  let scope: CacheScope

  func value<Value: Codable & Sendable>(of type: Value.Type, forKey key: String) async -> Value? {
    await cache.value(of: type, forKey: key, in: scope)
  }

  func set<Value: Codable & Sendable>(
    _ value: Value,
    forKey key: String,
    timeToLive: Duration?
  ) async throws(CacheError) {
    try await cache.set(value, forKey: key, timeToLive: timeToLive, in: scope)
  }

  func removeValue(forKey key: String) async {
    await cache.removeValue(forKey: key, in: scope)
  }

  func removeAll() async {
    await cache.removeAll(in: scope)
  }

  func statistics() async -> CacheStatistics {
    await cache.statistics(in: scope)
  }

  func namespace(_ name: String) -> any CacheWorkerInterface {
    CacheNamespace(cache: cache, scope: scope.appending(name))
  }
}
