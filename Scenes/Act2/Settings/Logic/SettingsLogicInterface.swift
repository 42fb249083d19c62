/// Settings' use cases.
@MainActor
protocol SettingsLogicInterface: AnyObject {
  /// Shows the cache's figures; called as the scene appears.
  func start()
  /// Forgets every cached server answer (favorites stay), then shows the new figures.
  func clearCache()
  /// Forgets the token and leaves act 2 for Welcome.
  func signOut()
}
