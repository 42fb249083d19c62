/// Search's use cases.
@MainActor
protocol SearchLogicInterface: AnyObject {
  /// Greets the person; called as the scene appears.
  func start()
  /// Looks up the countries whose name starts with the query; the latest query wins.
  func search(for query: String)
  /// Opens the country at a zero-based index of the results.
  func selectResult(at index: Int)
  /// Opens the settings.
  func openSettings()
}
