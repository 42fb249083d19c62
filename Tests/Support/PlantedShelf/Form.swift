import DLC

/// Form: names the shelf.
enum Form: SceneParts {
  /// Form's state.
  struct State: LogicState {
    /// The name as typed.
    var name = ""
    /// The note as typed; the planted check reads it in place of the name.
    var note = ""
  }

  typealias Setup = Void
  typealias Dependencies = ShelfDC
  typealias View = FormView
  typealias Presenter = ShelfPresenter<FormView>
  typealias Navigator = ShelfNavigator

  static func title(for _: Setup) -> String { "Name" }

  static func wire(_ scene: SceneWiring<Self>) -> FormLogic {
    let logic = FormLogic(
      scene.context(
        ShelfPresenter(scene), ShelfNavigator(controller: scene.controller, dc: scene.dc)))
    scene.view.name.onChange = { [logic] text in logic.changeName(to: text) }
    scene.view.save.onTap = { [logic] in logic.save() }
    return logic
  }
}
