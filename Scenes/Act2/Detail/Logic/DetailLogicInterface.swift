/// Detail's use cases.
@MainActor
protocol DetailLogicInterface: AnyObject {
  /// Loads the country and whether it is a favorite; called as the scene appears.
  func start()
  /// Adds the country to the person's favorites, or removes it.
  func toggleFavorite()
}
