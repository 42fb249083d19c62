import DLC

/// A room's minibar: a scene of the hotel's second act that asks to be presented over the room.
enum Minibar: SceneParts {
  struct Setup {}

  struct State: LogicState {}

  typealias Dependencies = GuestDC
  typealias View = CardView
  typealias Presenter = Void
  typealias Navigator = Void

  static let preferredPresentation = ScenePresentation.modal

  static func wire(_ scene: SceneWiring<Self>) -> SceneLogic<Minibar> {
    SceneLogic(scene.context((), ()))
  }
}
