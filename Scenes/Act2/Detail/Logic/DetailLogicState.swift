/// Detail's state.
struct DetailLogicState: Equatable {
  /// The country in full, once loaded.
  var country: Country?
  /// Whether the country is among the person's favorites.
  var isFavorite = false
}
