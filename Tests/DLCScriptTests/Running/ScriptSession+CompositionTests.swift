import DLC
import DLCScript
import Testing

/// `tab`, `expect tab` and `open` on an application of tabs.
@MainActor
struct ScriptSessionCompositionTests {
  let stage = Stage(clock: ManualClock())
  let session: ScriptSession

  init() {
    let album = AlbumApp()
    album.start(on: stage)
    session = ScriptSession(stage: stage, application: album)
  }

  @Test func tabSwitchesToTheTabOfThatTitle() async {
    let result = await session.execute("tab People")

    #expect(result.isOK)
    #expect(result.screen.scene == "People")
    #expect(result.didChangeScreen)
  }

  @Test func expectTabHoldsForTheSelectedTabOnly() async {
    #expect(await session.execute("expect tab is Photos").isOK)

    let result = await session.execute("expect tab is People")

    #expect(result.error == #"expected the tab to be "People", but it is "Photos""#)
  }

  @Test func expectTabNotHoldsForAnotherTab() async {
    #expect(await session.execute("expect tab not is People").isOK)
  }

  @Test func expectTabWithoutATabBarSaysSo() async {
    stage.setRoot(PlainController(name: "Bare"))

    let result = await session.execute("expect tab is People")

    #expect(result.error == #"expected the tab to be "People", but no tab bar is showing"#)
  }

  @Test func tabOfAnUnknownTitleFailsListingTheTabs() async {
    let result = await session.execute("tab Places")

    #expect(result.error == "there is no tab 'Places'; the tabs are 'Photos', 'People'")
  }

  @Test func openShowsWhatTheLinkPointsTo() async {
    let result = await session.execute("open album://people")

    #expect(result.isOK)
    #expect(result.screen.scene == "People")
  }

  @Test func openOfAnUnknownLinkFailsAtItsLineWithTheReason() async {
    _ = await session.execute("show")

    let result = await session.execute("open album://places")

    #expect(result.line == 2)
    #expect(
      result.error
        == "no route matches 'album://places'; the application opens album://photos, album://people"
    )
  }

  @Test func openInASessionWithoutAnApplicationFails() async {
    let bare = ScriptSession(stage: stage, acts: AlbumApp.acts)

    let result = await bare.execute("open album://people")

    #expect(result.error == "this session has no application to open links")
  }

  @Test func theSessionOfAnApplicationListsItsActs() {
    #expect(session.acts == AlbumApp.acts)
  }

  @Test func anExpectationOnAnIdAParentAndItsChildShareSaysSoWhateverEachShows() async {
    let card = PanelController(name: "Card", message: "")
    card.show(PanelController(name: "Ideas", message: "Ideas is ready."), in: card.panel)
    stage.setRoot(card)
    let shared =
      "two elements on the screen have the id 'message': a scene and a child scene it shows "
      + "must not share ids"

    for line in [
      #"expect message is "Ideas is ready.""#, #"expect message is """#, "expect message has I",
      "expect message visible", "expect message count 1",
    ] {
      #expect(await session.execute(line).error == shared, "\(line)")
    }
  }
}
