extension SetupModel {
  /// What Detail is created with: the country picked from the search results.
  struct Detail {
    /// The country to show in full.
    var country: CountrySummary
  }
}
