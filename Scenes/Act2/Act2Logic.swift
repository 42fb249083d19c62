import DLC

/// The base of act 2's scene logics: a ``SceneLogic`` on act 2's container.
typealias Act2Logic<Setup, Presenter, Navigator, State: LogicState> =
  SceneLogic<Setup, any Act2DCInterface, Presenter, Navigator, State>
