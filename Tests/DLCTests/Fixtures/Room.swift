import DLC

/// A room of the hotel's second act, for the guest who checked in.
enum Room: SceneParts {
  struct Setup {
    var number: String
  }

  struct State: LogicState {}

  typealias Dependencies = GuestDC
  typealias View = CardView
  typealias Presenter = Void
  typealias Navigator = Void

  static func title(for setup: Setup) -> String { "Room \(setup.number)" }

  static func wire(_ scene: SceneWiring<Self>) -> SceneLogic<Room> {
    SceneLogic(scene.context((), ()))
  }
}
