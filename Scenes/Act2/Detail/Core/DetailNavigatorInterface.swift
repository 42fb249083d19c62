/// Where Detail can go.
@MainActor
protocol DetailNavigatorInterface: AnyObject {
  /// Goes back to the search results, as after a country failed to load.
  func close()
}
