import DLC

/// Form: names the shelf.
enum Form: ShelfSceneParts {
  /// Form's state.
  struct State: LogicState {
    /// The name as typed.
    var name = ""
    /// The note as typed; the planted check reads it in place of the name.
    var note = ""
  }

  typealias View = FormView

  static func title(for _: Setup) -> String { "Name" }

  static func wire(_ scene: SceneWiring<Self>) -> FormLogic {
    let logic = FormLogic(context(scene))
    scene.view.name.onChange = { [logic] text in logic.changeName(to: text) }
    scene.view.save.onTap = { [logic] in logic.save() }
    return logic
  }
}
