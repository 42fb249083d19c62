/// What the hand-written VIPER module's presenter may tell its view.
@MainActor
protocol ViperGreeterViewInput: AnyObject {
  /// Shows a greeting.
  func showGreeting(_ text: String)
}
