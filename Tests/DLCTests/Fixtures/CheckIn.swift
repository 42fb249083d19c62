import DLC

/// The entry of the hotel's second act: a guest checks in here, then goes to their room, or to
/// the room a link opened before they checked in.
enum CheckIn: SceneParts {
  struct Setup {
    /// The room a link asked for; it goes with this scene.
    var pendingRoom: String?
  }

  struct State: LogicState {}

  typealias Dependencies = LobbyDC
  typealias View = CardView
  typealias Presenter = Void
  typealias Navigator = CheckInNavigator

  static func title(for _: Setup) -> String { "Check in" }

  static func wire(_ scene: SceneWiring<Self>) -> CheckInLogic {
    let logic = CheckInLogic(scene.context((), CheckInNavigator(scene)))
    scene.view.action.onTap = { [weak logic] in logic?.checkIn() }
    return logic
  }
}

/// Checks the guest in and hands over to the second act.
final class CheckInLogic: SceneLogic<CheckIn> {
  func checkIn() {
    navigator.showRoom(setup.pendingRoom ?? "101", for: "Ada")
  }
}

/// Hands over to the second act, with the container only a checked-in guest gets.
final class CheckInNavigator: SceneNavigator<LobbyDC> {
  func showRoom(_ number: String, for guest: String) {
    replaceRoot(with: Room.controller(setup: Room.Setup(number: number), dc: GuestDC(guest: guest)))
  }
}
