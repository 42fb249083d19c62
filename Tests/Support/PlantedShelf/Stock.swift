import DLC

/// Stock: what is left on the shelf.
enum Stock: ShelfSceneParts {
  /// Stock's state: nothing to keep.
  struct State: LogicState {}

  typealias View = NoteView

  static func wire(_ scene: SceneWiring<Self>) -> StockLogic {
    StockLogic(context(scene))
  }
}
