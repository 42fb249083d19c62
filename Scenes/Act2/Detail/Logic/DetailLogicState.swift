import DLC

/// Detail's state.
struct DetailLogicState: LogicState {
  /// The country in full, once loaded.
  var country: Country?
  /// Whether the country is among the person's favorites.
  var isFavorite = false
}
