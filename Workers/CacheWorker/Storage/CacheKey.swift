/// A key as the cache stores it: the caller's key within its namespace.
struct CacheKey: Hashable, Sendable {
  /// The namespace the key belongs to.
  let scope: CacheScope

  /// The key as the caller spelled it.
  let name: String
}
