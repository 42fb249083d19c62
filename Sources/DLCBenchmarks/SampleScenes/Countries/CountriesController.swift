import DLC

/// Shows a fixed list of country names; it has no input, so it needs no other part.
final class CountriesController: SceneController {
  private let names: [String]

  /// Creates the scene.
  ///
  /// - Parameter names: The rows of the list, in order.
  init(names: [String]) {
    self.names = names
    super.init(title: "Atlas")
  }

  override func loadView() -> SceneView {
    let view = CountriesView()
    view.results.rows = names
    return view
  }
}
