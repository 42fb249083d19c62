import DLC
import Testing

@MainActor
@Suite struct SceneNavigatorTests {
  let guest = GuestDC(guest: "Ada")
  let stage = Stage()
  let room: SceneController
  let navigator: SceneNavigator<GuestDC>

  init() {
    room = Room.controller(setup: Room.Setup(number: "101"), dc: guest)
    stage.setRoot(room)
    navigator = SceneNavigator(controller: room, dc: guest)
  }

  @Test func showPresentsASceneThatAsksToBeModal() {
    navigator.show(Minibar.controller(setup: Minibar.Setup(), dc: guest))

    #expect(stage.modalStack.map(\.name) == ["Minibar"])
    #expect(stage.navigationStack.map(\.name) == ["Room"])
  }

  @Test func showPushesASceneThatAsksNothing() {
    navigator.show(Room.controller(setup: Room.Setup(number: "102"), dc: guest))

    #expect(stage.modalStack.isEmpty)
    #expect(stage.navigationStack.map(\.title) == ["Room 101", "Room 102"])
  }
}
