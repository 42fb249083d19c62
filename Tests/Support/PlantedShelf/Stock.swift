import DLC

/// Stock: what is left on the shelf.
enum Stock: SceneParts {
  /// Stock's state: nothing to keep.
  struct State: LogicState {}

  typealias Setup = Void
  typealias Dependencies = ShelfDC
  typealias View = NoteView
  typealias Presenter = ShelfPresenter<NoteView>
  typealias Navigator = ShelfNavigator

  static func title(for _: Setup) -> String { "Stock" }

  static func wire(_ scene: SceneWiring<Self>) -> StockLogic {
    StockLogic(
      scene.context(
        ShelfPresenter(scene), ShelfNavigator(controller: scene.controller, dc: scene.dc)))
  }
}
