import StoreWorker

/// The collections Atlas keeps a person's data in, and their schema.
enum AtlasStore {
  /// The countries each person favorited, first favorited first.
  static let favorites = StoreCollection<FavoriteCountry>("favorites")
  /// Each person's notes, by country code.
  static let notes = StoreCollection<CountryNote>("notes")
  /// Each person's display preferences: one record.
  static let preferences = StoreCollection<Preferences>("preferences")
  /// The imports of an earlier Atlas's data that have run, one record per account.
  static let imports = StoreCollection<LegacyImport>("imports")
  /// Atlas's data versions; the first has no step.
  static let schema = StoreSchema()
}
