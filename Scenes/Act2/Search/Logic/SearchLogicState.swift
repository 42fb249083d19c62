import DLC

/// Search's state.
struct SearchLogicState: LogicState {
  /// The query the results answer, or are being fetched for.
  var query = ""
  /// The countries that match the query, sorted by name.
  var results: [CountrySummary] = []
  /// Whether an answer for the query is on its way.
  var isSearching = false
}
