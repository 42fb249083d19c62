import DLC
import TestSupport
import Testing

@testable import DLCScript

/// Every form of `expect`, holding and failing, on the form scene as it first shows.
@MainActor
struct ExpectationCheckerTests {
  private nonisolated static let cases: [(line: String, error: String?)] = [
    (#"expect heading is "Your details""#, nil),
    ("expect heading is Details", #"expected 'heading' to be "Details", but it is "Your details""#),
    (
      #"expect heading not is "Your details""#,
      #"expected 'heading' not to be "Your details", but it is"#
    ),
    ("expect echo is \"\"", nil),
    ("expect heading has details", nil),
    ("expect heading has Nope", #"expected 'heading' to contain "Nope", but it is "Your details""#),
    (
      "expect heading not has Your",
      #"expected 'heading' not to contain "Your", but it is "Your details""#
    ),
    ("expect secret is abc", nil),
    ("expect secret has bc", nil),
    ("expect secret is ***", #"expected 'secret' to be "***", but it is "***""#),
    ("expect secret is abd", #"expected 'secret' to be "abd", but it is "***""#),
    ("expect secret not has ab", #"expected 'secret' not to contain "ab", but it is "***""#),
    ("expect notify off", nil),
    ("expect notify on", "expected 'notify' to be on, but it is off"),
    ("expect save on", "'save' is a button, not a toggle; only a toggle is on or off"),
    ("expect size is Small", nil),
    (#"expect size is "Extra large""#, #"expected 'size' to be "Extra large", but it is "Small""#),
    (#"expect remarks is """#, nil),
    ("expect save is Save", nil),
    ("expect name is \"\"", nil),
    ("expect fruits has Ban", nil),
    (
      "expect fruits has Kiwi",
      #"expected a row of 'fruits' to contain "Kiwi", but its rows are "Apple", "Banana", "Cherry""#
    ),
    (
      "expect fruits not has an",
      #"expected no row of 'fruits' to contain "an", but row 2 is "Banana""#
    ),
    ("expect fruits not has Kiwi", nil),
    (
      "expect fruits is Apple", "'fruits' is a list; check its rows with 'has' or 'count', not 'is'"
    ),
    ("expect fruits count 3", nil),
    ("expect fruits count 2", "expected 'fruits' to have 2 rows, but it has 3"),
    ("expect heading count 1", "'heading' is a label, not a list"),
    ("expect details is x", "'details' is a stack and has no text"),
    ("expect save enabled", nil),
    ("expect locked disabled", nil),
    ("expect locked enabled", "expected 'locked' to be enabled, but it is disabled"),
    ("expect save disabled", "expected 'save' to be disabled, but it is enabled"),
    ("expect note hidden", nil),
    ("expect details hidden", nil),
    ("expect save visible", nil),
    ("expect note visible", "expected 'note' to be visible, but it is hidden"),
    ("expect save hidden", "expected 'save' to be hidden, but it is visible"),
    (#"expect screen has "Your details""#, nil),
    ("expect screen has Nope", #"expected the screen to show "Nope", but it does not"#),
    ("expect screen has Inside", #"expected the screen to show "Inside", but it does not"#),
    ("expect screen not has Save", #"expected the screen not to show "Save", but it does"#),
    ("expect screen not has Nope", nil),
    ("expect scene is Form", nil),
    ("expect scene is Login", #"expected the scene to be "Login", but it is "Form""#),
    ("expect scene not is Form", #"expected the scene not to be "Form", but it is"#),
    ("expect scene not is Login", nil),
    ("expect alert none", nil),
    ("expect alert has Careful", #"expected an alert showing "Careful", but no alert is up"#),
    ("expect alert not has Careful", nil),
    ("expect nme is x", "scene 'Form' has no element 'nme'; did you mean 'name'?"),
    ("expect nothing visible", "scene 'Form' has no element 'nothing'"),
  ]

  @Test(arguments: cases)
  func checksEveryFormOnTheFirstScreen(line: String, error: String?) async {
    let form = FormStage()
    let result = await form.session.execute(line)
    #expect(result.error == error)
    #expect(!result.didChangeScreen)
  }

  private nonisolated static let alertCases: [(line: String, error: String?)] = [
    ("expect alert has undone", nil),
    ("expect alert has Careful", nil),
    (
      "expect alert has Saved",
      #"expected an alert showing "Saved", but the alert shows "Careful\nThis cannot be undone""#
    ),
    (
      "expect alert not has Careful",
      #"expected no alert showing "Careful", but the alert shows "Careful\nThis cannot be undone""#
    ),
    (
      "expect alert none",
      #"expected no alert, but the alert shows "Careful\nThis cannot be undone""#
    ),
    ("expect screen has Undo", nil),
  ]

  @Test(arguments: alertCases)
  func checksTheAlertThatIsUp(line: String, error: String?) async {
    let form = FormStage()
    _ = await form.session.execute("tap warn")
    #expect(await form.session.execute(line).error == error)
  }

  @Test func aFailureQuotesALongTextCutShortWithHowMuchIsLeftOut() async {
    let long = String(repeating: "a", count: 300_000)
    let form = FormStage()

    let error = await form.session.execute("expect heading is \(long)").error

    let shown = String(repeating: "a", count: Quoting.longestQuoted)
    #expect(
      error == "expected 'heading' to be \"\(shown)\"… (299500 more), but it is \"Your details\"")
  }

  @Test func aSecretWhereALongTextIsCutIsMaskedWhole() async {
    // The secret straddles the cut: masked before the cut, none of it is left.
    let secret = "Zq8-secret-Vw3"
    let before = String(repeating: "a", count: Quoting.longestQuoted - 5)
    let form = FormStage()
    _ = await form.session.execute("type secret \(secret)")

    let error = await form.session.execute("expect heading is \(before)\(secret)b").error ?? ""

    #expect(!error.contains("Zq8"), "\(error)")
    #expect(error.contains("… ("), "\(error)")
  }

  @Test func checksWhatTheStageShowsOnceWorkHasSettled() async {
    let form = FormStage()
    let results = await form.execute("type name Ada", "wait 300ms", #"expect echo is "Hello, Ada""#)
    #expect(results[2].isOK)
  }

  @Test func expectationOnAnEmptyStageSaysNoSceneIsShowing() async {
    let session = ScriptSession(stage: Stage(clock: ManualClock()))
    #expect(await session.execute("expect title is x").error == "no scene is showing")
    #expect(
      await session.execute("expect scene is Login").error
        == #"expected the scene to be "Login", but no scene is showing"#)
  }

  @Test(.hangGuard)
  func checksAMegabyteOfFlagsWithEveryTextExpectation() async throws {
    // 1 MB of flags: the standard library's search would take most of a minute of processor
    // time on each check. The checks run here, on this thread, so that their processor time
    // is theirs alone, not that of other tests sharing the main actor.
    let flags = String(repeating: "🇩🇪", count: 128 * 1024)
    let form = FormStage()
    let screen = await form.session.execute("type name \(flags)").screen
    let expectations = try [
      "expect screen has Atlas", "expect name has Atlas", "expect name not has Atlas",
      "expect screen not has Atlas",
    ].map { line in
      let command = try #require(try Parser.parse(line: line)).command
      guard case .expect(let expectation) = command else { throw ExpectationMissing(line) }
      return expectation
    }
    var holds: [Bool] = []
    let spent = ProcessorTime.of {
      holds = expectations.map { ExpectationChecker.failure(of: $0, on: screen) == nil }
    }
    #expect(holds == [false, false, true, true])
    #expect(spent < .seconds(15))
  }

  /// A line that parses to another command than `expect`.
  private struct ExpectationMissing: Error {
    let line: String
    init(_ line: String) { self.line = line }
  }
}
