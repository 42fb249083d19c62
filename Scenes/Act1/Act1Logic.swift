import DLC

/// The base of act 1's scene logics: a ``SceneLogic`` on act 1's container.
typealias Act1Logic<Setup, Presenter, Navigator, State: LogicState> =
  SceneLogic<Setup, any Act1DCInterface, Presenter, Navigator, State>
