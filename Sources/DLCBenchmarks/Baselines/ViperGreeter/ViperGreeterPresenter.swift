/// The hand-written VIPER module's presenter: weak back to its view, strong to its interactor.
@MainActor
final class ViperGreeterPresenter: ViperGreeterViewOutput, ViperGreeterInteractorOutput {
  weak var view: (any ViperGreeterViewInput)?
  var interactor: (any ViperGreeterInteractorInput)?

  func nameDidChange(_ name: String) {
    interactor?.updateName(name)
  }

  func nameDidUpdate(_ name: String) {
    view?.showGreeting(GreeterPresenter.greeting(for: name))
  }
}
