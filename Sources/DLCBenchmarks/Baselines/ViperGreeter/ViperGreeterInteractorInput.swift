/// The use cases of the hand-written VIPER module.
@MainActor
protocol ViperGreeterInteractorInput: AnyObject {
  /// Takes the name as the module's state.
  func updateName(_ name: String)
}
