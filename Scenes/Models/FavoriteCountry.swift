import StoreWorker

/// A country a person favorited: what Favorites lists and Detail's favorite button adds and
/// removes, one record per country, kept in the store.
struct FavoriteCountry: StoreRecord, Equatable {
  /// The country's code.
  var id: String { country.code }
  /// The country as the list shows it.
  var country: CountrySummary
}
