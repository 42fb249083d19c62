import Testing

@testable import DLC

/// The acts running, as a host that serves a person tells a crossing from one act into another.
@MainActor
@Suite struct StageRunningActsTests {
  @Test func scenesOfOneActNameOneActAndPlainScenesNone() {
    let stage = Stage()
    let guest = GuestDC(guest: "Ada")
    stage.setRoot(SceneController(title: "Lobby"))
    #expect(stage.runningActs.isEmpty)

    stage.push(Room.controller(setup: Room.Setup(number: "1"), dc: guest))
    stage.push(Room.controller(setup: Room.Setup(number: "2"), dc: guest))

    #expect(stage.runningActs == [ObjectIdentifier(guest)])
  }

  @Test func aNewContainerForTheSameActIsAnotherAct() {
    let stage = Stage()
    let first = GuestDC(guest: "Ada")
    stage.setRoot(Room.controller(setup: Room.Setup(number: "1"), dc: first))
    let before = stage.runningActs

    stage.setRoot(Room.controller(setup: Room.Setup(number: "1"), dc: GuestDC(guest: "Ada")))

    #expect(stage.runningActs != before)
  }
}
