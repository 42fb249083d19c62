import DLC
import Testing

@MainActor
@Suite struct TabBarControllerTests {
  let log = LifecycleLog()
  let stage = Stage(clock: ManualClock())

  private func tabs(selecting index: Int = 0) -> TabBarController {
    TabBarController(
      name: "Home",
      tabs: [
        .init(title: "Mail", root: CardController(title: "Inbox", id: "inbox", log: log)),
        .init(title: "Notes", root: CardController(title: "Notebook", id: "notes", log: log)),
      ],
      selectedIndex: index)
  }

  @Test func theSelectedTabShowsAndTheOtherWaits() {
    stage.setRoot(tabs())

    #expect(log.entries == ["Inbox.willAppear", "Inbox.didAppear"])
    #expect(stage.topScene?.name == "Inbox")
    #expect(stage.navigationStack.map(\.name) == ["Home"])
  }

  @Test func aTapOnATabSwitchesWithTheLifecycleOfAPush() throws {
    let home = tabs()
    stage.setRoot(home)
    log.clear()

    try stage.selectTab(titled: "Notes")

    #expect(
      log.entries == [
        "Inbox.willDisappear", "Notebook.willAppear", "Inbox.didDisappear", "Notebook.didAppear",
      ])
    #expect(home.selectedIndex == 1)
    #expect(stage.topScene?.name == "Notebook")
  }

  @Test func aTabTitleIsMatchedIgnoringCaseWhenNoneMatchesExactly() throws {
    stage.setRoot(tabs())

    try stage.selectTab(titled: "notes")

    #expect(stage.topScene?.name == "Notebook")
  }

  @Test func anUnknownTabIsRefusedWithTheTitlesThereAre() {
    stage.setRoot(tabs())

    #expect(throws: StageError.noSuchTab(title: "Calendar", titles: ["Mail", "Notes"])) {
      try stage.selectTab(titled: "Calendar")
    }
  }

  @Test func withoutATabBarATabIsRefused() {
    stage.setRoot(CardController(title: "Plain"))

    #expect(throws: StageError.noSuchTab(title: "Mail", titles: [])) {
      try stage.selectTab(titled: "Mail")
    }
  }

  @Test func eachTabKeepsItsOwnWayBack() throws {
    let home = tabs()
    stage.setRoot(home)
    stage.push(CardController(title: "Message", id: "message"))
    try stage.selectTab(titled: "Notes")
    stage.push(CardController(title: "Page", id: "page"))

    try stage.back()
    #expect(stage.topScene?.name == "Notebook")
    try stage.selectTab(titled: "Mail")
    #expect(stage.topScene?.name == "Message")
    try stage.back()
    #expect(stage.topScene?.name == "Inbox")
    #expect(throws: StageError.nothingToGoBackTo) { try stage.back() }
  }

  @Test func aHiddenTabKeepsItsWorkGoing() async throws {
    let home = tabs()
    stage.setRoot(home)
    let inbox = try #require(home.stacks[0].scenes.first)
    var finished = false
    inbox.tasks.run { finished = true }

    try stage.selectTab(titled: "Notes")
    await stage.settle()

    #expect(finished)
    #expect(inbox.stage === stage)
  }

  @Test func aSceneInAHiddenTabPushesOnItsOwnTab() throws {
    let home = tabs()
    stage.setRoot(home)
    let inbox = try #require(home.stacks[0].scenes.first)
    try stage.selectTab(titled: "Notes")

    stage.push(CardController(title: "Message", id: "message"), over: inbox)

    #expect(home.stacks[0].scenes.map(\.name) == ["Inbox", "Message"])
    #expect(stage.topScene?.name == "Notebook")
  }

  @Test func aSceneInAHiddenTabGoesBackOnItsOwnTab() throws {
    let home = tabs()
    stage.setRoot(home)
    let message = CardController(title: "Message", id: "message")
    stage.push(message)
    try stage.selectTab(titled: "Notes")

    SceneNavigator(controller: message, dc: ()).goBack()

    #expect(home.stacks[0].scenes.map(\.name) == ["Inbox"])
    #expect(stage.topScene?.name == "Notebook")
  }

  @Test func aPushOverASceneThatLeftTheStageGoesNowhere() {
    let home = tabs()
    stage.setRoot(home)
    let inbox = home.stacks[0].scenes[0]
    stage.setRoot(CardController(title: "Elsewhere"))

    stage.push(CardController(title: "Late", id: "late"), over: inbox)

    #expect(stage.topScene?.name == "Elsewhere")
    #expect(home.stacks[0].scenes.map(\.name) == ["Inbox"])
  }

  @Test func aModalOverTheTabsIsDismissedBeforeAnyTabPops() throws {
    let home = tabs()
    stage.setRoot(home)
    stage.push(CardController(title: "Message", id: "message"))
    stage.present(CardController(title: "Compose", id: "compose"))

    try stage.back()

    #expect(stage.topScene?.name == "Message")
  }

  @Test func theTabBarRendersWithTheSelectedTabMarked() {
    stage.setRoot(tabs(selecting: 1))

    #expect(
      stage.render() == """
        [Notebook] Notebook
        tabs: Mail | (Notes)
        notes: Notebook
        notesAction: <Act>
        """)
  }

  @Test func theTabBarSnapshotCarriesItsTitlesAndSelection() {
    stage.setRoot(tabs(selecting: 1))

    let bar = stage.snapshot().element(withID: "tabs")
    #expect(bar?.kind == .tabBar)
    #expect(bar?.options == ["Mail", "Notes"])
    #expect(bar?.text == "Notes")
  }
}
