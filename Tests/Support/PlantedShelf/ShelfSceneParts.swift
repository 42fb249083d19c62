import DLC

/// A scene of the shelf: made with nothing, on the shelf's container, with the shelf's
/// presenter and navigator, so that each scene names only its view.
protocol ShelfSceneParts: SceneParts
where
  Setup == Void, Dependencies == ShelfDC, Presenter == ShelfPresenter<View>,
  Navigator == ShelfNavigator
{}

extension ShelfSceneParts {
  /// What the scene's logic is made with: the shelf's presenter and navigator.
  static func context(_ scene: SceneWiring<Self>) -> SceneContext<Self> {
    scene.context(
      ShelfPresenter(scene), ShelfNavigator(controller: scene.controller, dc: scene.dc))
  }
}
