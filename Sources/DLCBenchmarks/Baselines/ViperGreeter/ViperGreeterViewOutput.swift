/// What the hand-written VIPER module's view tells its presenter.
@MainActor
protocol ViperGreeterViewOutput: AnyObject {
  /// The name field's text changed.
  func nameDidChange(_ name: String)
}
