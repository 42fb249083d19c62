import DLC

/// A scene declared by its parts, whose logic writes what it hears of the lifecycle to the log
/// it is created with.
enum Pager: SceneParts {
  /// Nothing: the scene needs no setup.
  struct Setup {}

  /// Nothing: the scene keeps no state.
  struct State: LogicState {}

  typealias Dependencies = LifecycleLog
  typealias View = SampleView
  typealias Presenter = Void
  typealias Navigator = Void

  static func wire(_ scene: SceneWiring<Self>) -> PagerLogic {
    PagerLogic(scene.context((), ()))
  }
}
