import DLC

/// Receipt: what was bought, in place of every scene before it.
enum Receipt: ShelfSceneParts {
  /// Receipt's state: nothing to keep.
  struct State: LogicState {}

  typealias View = ReceiptView

  static func wire(_ scene: SceneWiring<Self>) -> ReceiptLogic {
    let logic = ReceiptLogic(context(scene))
    scene.view.again.onTap = { [logic] in logic.startAgain() }
    return logic
  }
}
