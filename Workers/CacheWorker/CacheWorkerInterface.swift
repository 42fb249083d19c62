import Foundation

/// A cache of `Codable` values by `String` key, each with an optional time to live.
///
/// Scenes depend on this interface rather than on ``CacheWorker`` itself, so tests can hand them
/// a double. A value is stored encoded, so what comes back is a copy: ask for it with the type it
/// was stored as.
///
/// ```swift
/// let cache: any CacheWorkerInterface = CacheWorker()
/// try await cache.set(["Bern", "Paris"], forKey: "capitals", timeToLive: .seconds(60))
/// let capitals = await cache.value(of: [String].self, forKey: "capitals")
///
/// let favorites = cache.namespace("ada@example.com")
/// try await favorites.set(true, forKey: "CH")
/// ```
public protocol CacheWorkerInterface: Sendable {
  /// The value stored for a key, decoded as the given type.
  ///
  /// A key that is absent, expired, or whose value does not decode as `type` is a miss.
  ///
  /// - Parameters:
  ///   - type: The type the value was stored as.
  ///   - key: The key the value was stored under.
  /// - Returns: The value, or `nil` on a miss.
  func value<Value: Codable & Sendable>(of type: Value.Type, forKey key: String) async -> Value?

  /// Stores a value under a key, replacing any value the key had.
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - key: The key to store it under.
  ///   - timeToLive: How long the value stays; `nil` uses the cache's default time to live,
  ///     which may itself be "forever".
  /// - Throws: ``CacheError`` if the value cannot be encoded or is larger than the cache's byte
  ///   limit; the cache is then left as it was.
  func set<Value: Codable & Sendable>(
    _ value: Value,
    forKey key: String,
    timeToLive: Duration?
  ) async throws(CacheError)

  /// Removes the value stored under a key, if any.
  ///
  /// - Parameter key: The key whose value goes.
  func removeValue(forKey key: String) async

  /// Removes every value this cache (or namespace) can see.
  func removeAll() async

  /// How the cache (or namespace) has been used so far.
  ///
  /// - Returns: The entry count and byte total now, and the hits, misses and evictions so far.
  func statistics() async -> CacheStatistics

  /// A view of this cache scoped to a name: its keys are its own, its limits are shared.
  ///
  /// Keys in different namespaces never meet, even when spelled alike. A namespace inside a
  /// namespace is part of it: the outer one's ``removeAll()`` removes it too, and the outer
  /// one's ``statistics()`` include it.
  ///
  /// - Parameter name: The namespace's name, such as a user's identifier.
  /// - Returns: A cache that reads and writes only the namespace's keys.
  func namespace(_ name: String) -> any CacheWorkerInterface
}

extension CacheWorkerInterface {
  /// Stores a value under a key for the cache's default time to live.
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - key: The key to store it under.
  /// - Throws: ``CacheError`` if the value cannot be encoded or is larger than the cache's byte
  ///   limit; the cache is then left as it was.
  public func set<Value: Codable & Sendable>(
    _ value: Value,
    forKey key: String
  ) async throws(CacheError) {
    try await set(value, forKey: key, timeToLive: nil)
  }
}
