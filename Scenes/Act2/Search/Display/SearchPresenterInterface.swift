import ServerWorker

/// What Search's logic can show.
@MainActor
protocol SearchPresenterInterface: AnyObject {
  /// Shows who is signed in.
  func showGreeting(for user: User)
  /// Shows the countries that match the query; `query` is what they answer.
  func showResults(_ countries: [CountrySummary], for query: String)
  /// Tells the person that the server failed them, in an alert.
  func showServerFailure(_ error: ServerError, query: String)
}
