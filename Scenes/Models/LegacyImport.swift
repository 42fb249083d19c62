import StoreWorker

/// The mark that an account's data, as an earlier Atlas kept it in the cache, has been moved
/// into the store: written in the same transaction as the data, so the move runs once.
struct LegacyImport: StoreRecord, Equatable {
  /// The one mark an account has.
  static let cacheID = "cache"

  /// Always ``cacheID``.
  var id: String = Self.cacheID
}
