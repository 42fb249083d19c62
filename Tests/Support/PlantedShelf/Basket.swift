import DLC

/// Basket: registers with the shelf's registry while it shows.
enum Basket: SceneParts {
  /// Basket's state.
  struct State: LogicState {
    /// How many changes it heard of.
    var changes = 0
  }

  typealias Setup = Void
  typealias Dependencies = ShelfDC
  typealias View = NoteView
  typealias Presenter = ShelfPresenter<NoteView>
  typealias Navigator = ShelfNavigator

  static func title(for _: Setup) -> String { "Basket" }

  static func wire(_ scene: SceneWiring<Self>) -> BasketLogic {
    BasketLogic(
      scene.context(
        ShelfPresenter(scene), ShelfNavigator(controller: scene.controller, dc: scene.dc)))
  }
}
