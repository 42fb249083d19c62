import StoreWorker

/// What a person wrote about a country in Detail, kept in the store.
struct CountryNote: StoreRecord, Equatable {
  /// The country's code.
  var id: String
  /// The note as typed.
  var text: String
}
