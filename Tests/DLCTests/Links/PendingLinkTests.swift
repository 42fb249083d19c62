import DLC
import Testing

/// A link into an act that needs a handover, opened before and after the handover: the pattern
/// an application builds from `runningAct(as:)`, `setNavigationStack(_:)` and its routes.
@MainActor
@Suite struct PendingLinkTests {
  let stage = Stage(clock: ManualClock())
  let hotel = HotelApp()

  init() {
    hotel.start(on: stage)
  }

  @Test func aLinkOpenedBeforeTheHandoverShowsTheEntryOverWhereItStarts() throws {
    try hotel.open("hotel://rooms/7", on: stage)

    #expect(stage.navigationStack.map(\.name) == ["Lobby", "CheckIn"])
  }

  @Test func theLinkGoesOnToItsTargetRightAfterTheHandover() throws {
    try hotel.open("hotel://rooms/7", on: stage)

    try stage.tap("cardAction")

    #expect(stage.navigationStack.map(\.title) == ["Room 7"])
  }

  @Test func leavingTheEntryDropsThePendingLink() throws {
    try hotel.open("hotel://rooms/7", on: stage)
    try stage.back()
    stage.push(CheckIn.controller(setup: CheckIn.Setup(), dc: LobbyDC()))

    try stage.tap("cardAction")

    #expect(stage.topScene?.title == "Room 101")
  }

  @Test func aLinkOpenedOnceTheActRunsGoesStraightToItsTargetWithTheSameContainer() throws {
    try hotel.open("hotel://rooms/7", on: stage)
    try stage.tap("cardAction")
    let stay = stage.runningAct(as: GuestDC.self)

    try hotel.open("hotel://rooms/9", on: stage)

    #expect(stage.navigationStack.map(\.title) == ["Room 9"])
    #expect(stay != nil && stage.runningAct(as: GuestDC.self) === stay)
  }

  @Test func aSceneIsPartOfTheActWhoseContainerMadeIt() {
    let checkIn = CheckIn.controller(setup: CheckIn.Setup(), dc: LobbyDC())

    #expect(checkIn.isPart(ofAct: LobbyDC.self))
    #expect(!checkIn.isPart(ofAct: GuestDC.self))
    #expect(!SceneController(title: "Plain").isPart(ofAct: LobbyDC.self))
  }

  @Test func noActIsRunningWithoutAScenesOfItsOnTheStage() {
    #expect(stage.runningAct(as: GuestDC.self) == nil)
    #expect(stage.runningAct(as: LobbyDC.self) == nil)
  }

  @Test func aBadLinkLeavesTheStageAsItWas() {
    #expect(throws: DeepLinkError.self) { try hotel.open("hotel://suites/7", on: stage) }

    #expect(stage.navigationStack.map(\.name) == ["Lobby"])
  }

  @Test func anApplicationWithoutRoutesOpensNoLinks() {
    #expect(throws: DeepLinkError.noLinks) {
      try PlainApp().open("plain://anything", on: stage)
    }
    #expect(PlainApp.links.isEmpty)
  }
}

/// An application that declares no links.
private final class PlainApp: SceneApplication {
  static let acts: [ActDescription] = []

  func start(on stage: Stage) {}
}
