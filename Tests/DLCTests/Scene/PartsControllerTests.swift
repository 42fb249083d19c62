import DLC
import Testing

@MainActor
@Suite struct PartsControllerTests {
  private let log = LifecycleLog()

  @Test func theLogicStartsAsTheSceneFirstAppears() {
    let stage = Stage()

    stage.setRoot(Pager.controller(setup: Pager.Setup(), dc: log))

    #expect(log.entries == ["start"])
  }

  @Test func theLogicResumesRatherThanStartsEachTimeTheSceneIsUncovered() throws {
    let stage = Stage()
    stage.setRoot(Pager.controller(setup: Pager.Setup(), dc: log))

    for _ in 1...2 {
      stage.push(SceneController(title: "Above"))
      try stage.pop()
    }
    stage.present(SceneController(title: "Modal"))
    try stage.dismiss()

    #expect(log.entries == ["start", "resume", "resume", "resume"])
  }

  @Test func theSceneIsPresentedAsItsDeclarationAsksAndPushedUnlessItAsks() {
    let guest = GuestDC(guest: "Ada")
    #expect(Minibar.controller(setup: Minibar.Setup(), dc: guest).preferredPresentation == .modal)
    let room = Room.controller(setup: Room.Setup(number: "1"), dc: guest)
    #expect(room.preferredPresentation == .pushed)
  }

  @Test func theSceneIsNamedForItsDeclaration() {
    #expect(Pager.controller(setup: Pager.Setup(), dc: log).name == "Pager")
  }

  @Test func scenesOfDifferentDeclarationsKeepTheirOwnNamesEachTimeTheyAreCreated() {
    let guest = GuestDC(guest: "Ada")
    var names: [String] = []
    for number in 1...2 {
      names.append(Pager.controller(setup: Pager.Setup(), dc: log).name)
      names.append(Room.controller(setup: Room.Setup(number: "\(number)"), dc: guest).name)
    }

    #expect(names == ["Pager", "Room", "Pager", "Room"])
  }

  @Test func theSceneIsFreedOnceItHasLeftTheStage() {
    weak var scene: SceneController?
    do {
      let stage = Stage()
      let controller = Pager.controller(setup: Pager.Setup(), dc: log)
      scene = controller
      stage.setRoot(controller)
      stage.setRoot(SceneController(title: "Next"))
    }
    #expect(scene == nil)
  }
}
