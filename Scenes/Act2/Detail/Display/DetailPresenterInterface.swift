import ServerWorker

/// What Detail's logic can show.
@MainActor
protocol DetailPresenterInterface: AnyObject {
  /// Shows the country's name while its facts load.
  func showLoading(_ country: CountrySummary)
  /// Shows the country in full.
  func showCountry(_ country: Country)
  /// Shows whether the country is among the person's favorites.
  func showFavorite(_ isFavorite: Bool)
  /// Tells the person that the server failed them, in an alert; `dismissed` runs on its OK.
  func showServerFailure(
    _ error: ServerError,
    country: CountrySummary,
    dismissed: @escaping @MainActor () -> Void
  )
}
