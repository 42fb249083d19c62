import DLC

/// Basket: registers with the shelf's registry while it shows.
enum Basket: ShelfSceneParts {
  /// Basket's state.
  struct State: LogicState {
    /// How many changes it heard of.
    var changes = 0
  }

  typealias View = NoteView

  static func wire(_ scene: SceneWiring<Self>) -> BasketLogic {
    BasketLogic(context(scene))
  }
}
