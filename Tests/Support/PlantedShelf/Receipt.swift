import DLC

/// Receipt: what was bought, in place of every scene before it.
enum Receipt: SceneParts {
  /// Receipt's state: nothing to keep.
  struct State: LogicState {}

  typealias Setup = Void
  typealias Dependencies = ShelfDC
  typealias View = ReceiptView
  typealias Presenter = ShelfPresenter<ReceiptView>
  typealias Navigator = ShelfNavigator

  static func title(for _: Setup) -> String { "Receipt" }

  static func wire(_ scene: SceneWiring<Self>) -> ReceiptLogic {
    let logic = ReceiptLogic(
      scene.context(
        ShelfPresenter(scene), ShelfNavigator(controller: scene.controller, dc: scene.dc)))
    scene.view.again.onTap = { [logic] in logic.startAgain() }
    return logic
  }
}
