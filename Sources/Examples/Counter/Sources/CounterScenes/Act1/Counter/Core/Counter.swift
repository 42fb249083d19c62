import DLC

/// Counter: a count, and buttons to add one, take one away and start over.
enum Counter: Act1SceneParts {
  /// What the Counter is created with: nothing, it always starts at zero.
  struct Setup {}

  /// The Counter's state, owned by its logic.
  struct State: LogicState {
    /// The count shown.
    var count = 0
  }

  typealias View = CounterView
  typealias Presenter = any CounterPresenterInterface
  typealias Navigator = any CounterNavigatorInterface

  static func wire(_ scene: SceneWiring<Self>) -> CounterLogic {
    scene.logic(CounterPresenter(scene), CounterNavigator(scene), CounterInteractor.init)
  }
}
