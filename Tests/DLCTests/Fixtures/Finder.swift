import DLC

/// A scene in the usual shape, wired in one line: an interactor that debounces what is typed
/// into the view's `name` field and hands the save button's taps on at once.
enum Finder: SceneParts {
  /// Nothing: the scene needs no setup.
  struct Setup {}

  /// What the logic heard, in order.
  struct State: LogicState {
    var searches: [String] = []
    var saves = 0
  }

  typealias Dependencies = Void
  typealias View = SampleView
  typealias Presenter = Void
  typealias Navigator = Void

  static func wire(_ scene: SceneWiring<Self>) -> FinderLogic {
    scene.logic((), (), FinderInteractor.init)
  }
}
