import DLC

/// Home: the paths to every other scene, and the three use cases with defects of their own.
enum Home: ShelfSceneParts {
  /// Home's state.
  struct State: LogicState {
    /// What the last use case said.
    var status = ""
  }

  typealias View = HomeView

  static func title(for _: Setup) -> String { "Shelf" }

  static func wire(_ scene: SceneWiring<Self>) -> HomeLogic {
    let logic = HomeLogic(context(scene))
    let view = scene.view
    view.basket.onTap = { [logic] in logic.openBasket() }
    view.form.onTap = { [logic] in logic.openForm() }
    view.finish.onTap = { [logic] in logic.finish() }
    view.stock.onTap = { [logic] in logic.openStock() }
    view.count.onTap = { [logic] in logic.countItems() }
    view.refresh.onTap = { [logic] in logic.refresh() }
    view.load.onTap = { [logic] in logic.load() }
    return logic
  }
}
