import DLC
import Testing

@MainActor
@Suite struct ScenePartsTests {
  @Test func aSceneThatGivesNoTitleIsTitledWithItsName() {
    #expect(Finder.controller(setup: Finder.Setup(), dc: ()).title == "Finder")
  }

  @Test func aSceneThatGivesATitleIsTitledWithIt() {
    let room = Room.controller(setup: Room.Setup(number: "12"), dc: GuestDC(guest: "Ada"))

    #expect(room.title == "Room 12")
  }
}
