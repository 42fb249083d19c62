import Foundation

/// One stored value and its place in the recency list of a ``CacheStore``.
struct CacheNode {
  /// The link value that points nowhere.
  static let none = -1

  /// The key the value is stored under.
  var key: CacheKey

  /// The value, encoded.
  var payload: Data

  /// When the value expires, on the cache's timeline; `nil` if it does not.
  var deadline: Duration?

  /// The slot of the node used just after this one, or ``none`` for the most recent.
  var newer: Int

  /// The slot of the node used just before this one, or ``none`` for the least recent.
  var older: Int
}
