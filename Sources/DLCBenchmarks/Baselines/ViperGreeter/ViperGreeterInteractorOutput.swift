/// What the hand-written VIPER module's interactor tells its presenter.
@MainActor
protocol ViperGreeterInteractorOutput: AnyObject {
  /// The state changed.
  func stateDidChange(_ state: GreeterLogicState)
}
