/// What the hand-written VIPER module's interactor tells its presenter.
@MainActor
protocol ViperGreeterInteractorOutput: AnyObject {
  /// The name in the state changed; only the changed value is passed, as a careful module
  /// passes it, not the whole state.
  func nameDidUpdate(_ name: String)
}
