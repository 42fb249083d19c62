import DLC
import DLCScript
import Testing

@MainActor
struct ScriptSessionTests {
  /// The form each test plays on, made anew for each, as the suite is.
  private let form = FormStage()

  @Test func tapPushesASceneAndTheResultShowsTheNewScreen() async {
    let result = await form.session.execute("tap save")
    #expect(result.isOK)
    #expect(result.command == "tap save")
    #expect(result.line == 1)
    #expect(result.screen.scene == "Saved")
    #expect(result.didChangeScreen)
  }

  @Test func showPrintsTheRenderedScreenAndChangesNothing() async {
    let result = await form.session.execute("show")
    #expect(result.output == form.stage.render())
    #expect(result.output.hasPrefix("[Form] Form\nheading: Your details"))
    #expect(!result.didChangeScreen)
  }

  @Test func typeReplacesTheFieldText() async {
    let result = await form.session.execute(#"type name "Ada Lovelace""#)
    #expect(result.screen.element(withID: "name")?.text == "Ada Lovelace")
    #expect(result.didChangeScreen)
  }

  @Test func selectCountsRowsFromOne() async {
    let result = await form.session.execute("select fruits 2")
    #expect(result.screen.element(withID: "picked")?.text == "Picked Banana")
  }

  @Test func toggleFlipsTheToggleAndExpectReadsIt() async {
    let results = await form.execute("toggle notify", "expect notify on", "toggle notify")
    #expect(results.map(\.isOK) == [true, true, true])
    #expect(results[2].screen.element(withID: "notify")?.isOn == false)
  }

  @Test func chooseTakesAnOptionByItsTitle() async {
    let results = await form.execute(
      #"choose size "extra large""#, #"expect size is "Extra large""#)
    #expect(results.map(\.isOK) == [true, true])
  }

  @Test func chooseOfAnUnknownOptionFailsListingTheOptions() async {
    let result = await form.session.execute("choose size Huge")
    #expect(
      result.error == "choice 'size' has no option 'Huge'; its options are 'Small', 'Extra large'")
  }

  @Test func typeIntoATextAreaTakesLineBreaks() async {
    let result = await form.session.execute(#"type remarks "one\ntwo""#)
    #expect(result.screen.element(withID: "remarks")?.text == "one\ntwo")
    #expect(result.output.isEmpty)
  }

  @Test func toggleOfAButtonSaysItIsTheWrongKind() async {
    let result = await form.session.execute("toggle save")
    #expect(result.error == "'save' is a button, not a toggle")
  }

  @Test func backPopsThePushedScene() async {
    let results = await form.execute("tap save", "back")
    #expect(results.map(\.screen.scene) == ["Saved", "Form"])
  }

  @Test func backDismissesAModalScene() async {
    let results = await form.execute("tap settings", "back")
    #expect(results.map(\.screen.isModal) == [true, false])
    #expect(results.last?.screen.scene == "Form")
  }

  @Test func backOnTheRootSceneFails() async {
    #expect(await form.session.execute("back").error == "nothing to go back to")
  }

  @Test func tapOnAMissingElementSuggestsTheClosestID() async {
    let result = await form.session.execute("tap sav")
    #expect(result.error == "scene 'Form' has no element 'sav'; did you mean 'save'?")
    #expect(!result.didChangeScreen)
  }

  @Test func tapOnADisabledButtonFails() async {
    #expect(await form.session.execute("tap locked").error == "'locked' is disabled")
  }

  @Test func typeIntoAButtonFails() async {
    #expect(await form.session.execute("type save x").error == "'save' is a button, not a field")
  }

  @Test func selectingARowOutOfRangeFails() async {
    let error = await form.session.execute("select fruits 4").error
    #expect(error == "row 4 is out of range: list 'fruits' has rows 1 to 3")
  }

  @Test func whileAnAlertIsUpOnlyItsButtonsTakeTaps() async {
    let results = await form.execute("tap warn", "tap save", "tap undo")
    #expect(results[0].screen.alert?.title == "Careful")
    #expect(
      results[1].error
        == "alert 'Careful' is up and has no button 'save'; tap one of its buttons: 'ok', 'undo'")
    #expect(results[2].screen.alert == nil)
  }

  @Test func stateDescribesTheTopScenesLogicState() async {
    let results = await form.execute("type name Ada", "state")
    #expect(
      results[1].output == """
        FormState
          name: "Ada"
          saves: 0
          tags: ["fresh"]
          draft: nil
        """)
  }

  @Test func stateOfASceneWithoutLogicStateSaysSo() async {
    let results = await form.execute("tap save", "state")
    #expect(results[1].output == "Saved shows no logic state")
    #expect(results[1].isOK)
  }

  @Test func scenesListsTheActsGivenToTheSession() async {
    #expect(await form.session.execute("scenes").output == "Act1: Form, Saved\nAct2: Settings")
  }

  @Test func helpListsTheCommandsAndExplainsOne() async {
    let results = await form.execute("help", "help wait")
    #expect(results[0].output.contains("select ID N"))
    #expect(results[1].output.hasPrefix("  wait [DURATION]"))
  }

  @Test func quitEndsTheSessionAndLaterCommandsFail() async {
    let results = await form.execute("quit", "show")
    #expect(results[0].isOK)
    #expect(form.session.isFinished)
    #expect(results[1].error == "the session has ended")
  }

  @Test func blankAndCommentLinesDoNothingButCountAsLines() async {
    let results = await form.execute("", "# note", "show")
    #expect(results[0].command.isEmpty)
    #expect(results[1].isOK)
    #expect(!results[1].didChangeScreen)
    #expect(results[2].line == 3)
  }

  @Test func aLineThatDoesNotParseFailsWithTheErrorsColumn() async {
    let result = await form.session.execute("  tap a b")
    #expect(result.error == "unexpected 'b'; usage: tap ID")
    #expect(result.column == 9)
    #expect(result.command == "tap a b")
  }

  @Test func runStopsAtTheFirstFailedCommand() async throws {
    let script = try Parser.parse(script: "tap save\nexpect scene is Form\nback\n")
    let results = await form.session.run(script)
    #expect(results.count == 2)
    #expect(results.last?.line == 2)
    #expect(results.last?.error == #"expected the scene to be "Form", but it is "Saved""#)
  }

  @Test func runStopsAfterQuit() async throws {
    let script = try Parser.parse(script: "show\nquit\ntap save\n")
    let results = await form.session.run(script)
    #expect(results.map(\.command) == ["show", "quit"])
    #expect(form.stage.topScene?.name == "Form")
  }

  @Test func runOfEveryCommandThatWorksReturnsEveryResult() async throws {
    let script = try Parser.parse(
      script: "type name Ada\nwait 300ms\nexpect echo is \"Hello, Ada\"\nselect fruits 1\n")
    let results = await form.session.run(script)
    #expect(results.count == 4)
    #expect(results.allSatisfy { $0.isOK })
  }
}
