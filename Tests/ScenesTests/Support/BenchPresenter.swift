import DLC

@testable import Scenes

/// A presenter a ``PresenterBench`` can make: from its view and the scene that shows it, as
/// `ScenePresenter` makes every scene's presenter.
@MainActor
protocol BenchPresenter: AnyObject {
  /// The view it puts data into.
  associatedtype View: SceneView

  /// Makes the presenter of a view.
  ///
  /// - Parameters:
  ///   - view: The view; held weakly.
  ///   - controller: The scene's controller, for alerts; held weakly.
  init(view: View, controller: SceneController?)
}

extension LoginPresenter: BenchPresenter {}
extension SearchPresenter: BenchPresenter {}
extension DetailPresenter: BenchPresenter {}
extension SettingsPresenter: BenchPresenter {}
