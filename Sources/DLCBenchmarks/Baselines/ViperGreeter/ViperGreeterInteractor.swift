/// The hand-written VIPER module's interactor: owns the state, weak back to its presenter.
@MainActor
final class ViperGreeterInteractor: ViperGreeterInteractorInput {
  weak var output: (any ViperGreeterInteractorOutput)?
  private(set) var state = GreeterLogicState()

  func updateName(_ name: String) {
    state.name = name
    output?.nameDidUpdate(name)
  }
}
