/// Greeter written by hand as a VIPER module, as a peer would write it without DLC: protocol-typed
/// parts, weak back-references, and a builder that wires them.
@MainActor
enum ViperGreeterModule {
  /// Builds the module's parts and wires them; the view keeps the rest alive.
  ///
  /// - Returns: The view, which owns the presenter, which owns the interactor.
  static func build() -> ViperGreeterView {
    let view = ViperGreeterView()
    let presenter = ViperGreeterPresenter()
    let interactor = ViperGreeterInteractor()
    view.output = presenter
    presenter.view = view
    presenter.interactor = interactor
    interactor.output = presenter
    return view
  }
}
