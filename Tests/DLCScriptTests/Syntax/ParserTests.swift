import Testing

@testable import DLCScript

struct ParserTests {
  @Test func theTextATypeGivesIsReadThroughTheArgumentItsDeclarationMarks() throws {
    let step = try #require(try Parser.parse(line: #"type  "secret"  hunter2"#))
    let typed = try #require(step.typedText)
    #expect(typed == TypedText(fieldID: "secret", text: "hunter2", wordCountBefore: 2))
    #expect(typed.wordsBefore(in: step.text) == #"type "secret""#)
    #expect(try Parser.parse(line: "tap secret")?.typedText == nil)
  }

  private static let forms: [(String, Command)] = [
    ("show", .show),
    ("tap signIn", .tap(id: "signIn")),
    ("type email demo@example.com", .type(id: "email", text: "demo@example.com")),
    (#"type query "United K""#, .type(id: "query", text: "United K")),
    (#"type query """#, .type(id: "query", text: "")),
    ("select results 2", .select(id: "results", row: 2)),
    ("toggle notify", .toggle(id: "notify")),
    (#"choose size "Extra large""#, .choose(id: "size", option: "Extra large")),
    ("choose size Small", .choose(id: "size", option: "Small")),
    ("tab Favorites", .tab(title: "Favorites")),
    (#"tab "Recently viewed""#, .tab(title: "Recently viewed")),
    ("open atlas://countries/DEU", .open(link: "atlas://countries/DEU")),
    (#"open "atlas://search?q=two words""#, .open(link: "atlas://search?q=two words")),
    ("expect tab is Favorites", .expect(ScriptExpectation(.tabIs("Favorites")))),
    ("expect tab not is Search", .expect(ScriptExpectation(.tabIs("Search"), isNegated: true))),
    ("expect notify on", .expect(ScriptExpectation(.element(id: "notify", condition: .on)))),
    ("expect notify off", .expect(ScriptExpectation(.element(id: "notify", condition: .off)))),
    ("back", .back),
    ("wait", .wait(nil)),
    ("wait 250ms", .wait(.milliseconds(250))),
    ("wait 2s", .wait(.seconds(2))),
    ("wait 1m", .wait(.seconds(60))),
    ("wait 1440m", .wait(.seconds(86_400))),
    ("wait 86400000ms", .wait(.seconds(86_400))),
    ("wait 0ms", .wait(.zero)),
    ("expect screen has Welcome", .expect(ScriptExpectation(.screenShows("Welcome")))),
    (
      "expect screen not has Error",
      .expect(ScriptExpectation(.screenShows("Error"), isNegated: true))
    ),
    ("expect scene is Login", .expect(ScriptExpectation(.sceneIs("Login")))),
    ("expect scene not is Login", .expect(ScriptExpectation(.sceneIs("Login"), isNegated: true))),
    ("expect alert has unreachable", .expect(ScriptExpectation(.alertShows("unreachable")))),
    (
      "expect alert not has Error",
      .expect(ScriptExpectation(.alertShows("Error"), isNegated: true))
    ),
    ("expect alert none", .expect(ScriptExpectation(.noAlert))),
    ("expect email is demo", .expect(ScriptExpectation(.elementIs(id: "email", text: "demo")))),
    (
      #"expect error not is """#,
      .expect(ScriptExpectation(.elementIs(id: "error", text: ""), isNegated: true))
    ),
    (
      "expect results has Germany",
      .expect(ScriptExpectation(.elementHas(id: "results", text: "Germany")))
    ),
    (
      "expect results not has Narnia",
      .expect(ScriptExpectation(.elementHas(id: "results", text: "Narnia"), isNegated: true))
    ),
    ("expect results count 0", .expect(ScriptExpectation(.rowCount(id: "results", count: 0)))),
    (
      "expect submit enabled",
      .expect(ScriptExpectation(.element(id: "submit", condition: .enabled)))
    ),
    (
      "expect submit disabled",
      .expect(ScriptExpectation(.element(id: "submit", condition: .disabled)))
    ),
    ("expect error hidden", .expect(ScriptExpectation(.element(id: "error", condition: .hidden)))),
    (
      "expect error visible", .expect(ScriptExpectation(.element(id: "error", condition: .visible)))
    ),
    (
      #"expect "screen" is Hello"#,
      .expect(ScriptExpectation(.elementIs(id: "screen", text: "Hello")))
    ),
    ("state", .state),
    ("scenes", .scenes),
    ("help", .help(topic: nil)),
    ("help expect", .help(topic: "expect")),
    ("quit", .quit),
    ("exit", .quit),
  ]

  @Test(arguments: forms)
  func readsEveryCommandForm(line: String, command: Command) throws {
    let step = try #require(try Parser.parse(line: line))
    #expect(step.command == command)
    #expect(step.text == line)
  }

  @Test(arguments: ["", "   ", "\t", "# a comment", "   # indented comment"])
  func blankAndCommentLinesHoldNoCommand(line: String) throws {
    #expect(try Parser.parse(line: line) == nil)
  }

  @Test func commentAfterACommandIsLeftOutOfItsText() throws {
    let step = try #require(try Parser.parse(line: "  tap signIn   # go on"))
    #expect(step.command == .tap(id: "signIn"))
    #expect(step.text == "tap signIn")
    #expect(step.location == ScriptLocation(line: 1, column: 3))
  }

  @Test func hashInsideAWordIsPartOfIt() throws {
    #expect(try Parser.parse(line: "type query C#")?.command == .type(id: "query", text: "C#"))
  }

  @Test func hashInsideQuotesIsPartOfTheText() throws {
    let step = try Parser.parse(line: ##"type query "# not a comment""##)
    #expect(step?.command == .type(id: "query", text: "# not a comment"))
  }

  @Test func tabsSeparateTokens() throws {
    #expect(try Parser.parse(line: "tap\tsignIn")?.command == .tap(id: "signIn"))
  }

  @Test func quotedTextResolvesItsThreeEscapes() throws {
    let step = try Parser.parse(line: #"type note "say \"hi\"\\n\nbye""#)
    #expect(step?.command == .type(id: "note", text: "say \"hi\"\\n\nbye"))
  }

  @Test func quotedTextKeepsUnicodeAndBlanks() throws {
    let step = try Parser.parse(line: #"type name "  Zoë 🌍  ""#)
    #expect(step?.command == .type(id: "name", text: "  Zoë 🌍  "))
  }

  @Test func quotedIDIsAnElementID() throws {
    #expect(try Parser.parse(line: #"tap "sign in""#)?.command == .tap(id: "sign in"))
  }

  @Test func stepRecordsItsLineNumber() throws {
    #expect(
      try Parser.parse(line: "back", number: 42)?.location == ScriptLocation(line: 42, column: 1))
  }

  private static let errors: [(line: String, column: Int, message: String)] = [
    ("tpa signIn", 1, "unknown command 'tpa'; did you mean 'tap'?"),
    ("Show", 1, "unknown command 'Show'; did you mean 'show'?"),
    ("  frobnicate", 3, "unknown command 'frobnicate'; type 'help' to list the commands"),
    (#""tap" x"#, 1, "expected a command, not quoted text; type 'help' to list the commands"),
    ("tap", 4, "'tap' needs the ID of a button"),
    ("tap a b", 7, "unexpected 'b'; usage: tap ID"),
    ("toggle", 7, "'toggle' needs the ID of a toggle"),
    ("toggle a b", 10, "unexpected 'b'; usage: toggle ID"),
    ("choose", 7, "'choose' needs a choice's ID and the OPTION to choose"),
    ("choose size", 12, "'choose' needs the OPTION of 'size' to choose"),
    (
      "choose size Extra large", 19,
      "unexpected 'large'; usage: choose ID OPTION; put text with blanks in double quotes"
    ),
    (#"tap """#, 5, "an ID cannot be empty"),
    ("show now", 6, "unexpected 'now'; usage: show"),
    ("type email", 11, "'type' needs the TEXT to type into 'email'; type \"\" for none"),
    (
      "type query United Kingdom", 19,
      "unexpected more text after the TEXT; usage: type ID TEXT; put text with blanks in double quotes"
    ),
    (#"type email "abc"#, 12, "unterminated quoted text; add a closing '\"'"),
    (#"type email "a\qb""#, 14, #"unknown escape '\q'; use \", \\, \n or \u{HEX}"#),
    (
      #"type email "a\"#, 14,
      #"a '\' at the end of the line escapes nothing; write '\\' for a backslash"#
    ),
    (#"type email ab"c"#, 14, "unexpected '\"' inside a word; put the whole text in double quotes"),
    (#"type email "ab"c"#, 16, "expected a blank after the closing '\"'"),
    (#"tap "é" extra"#, 9, "unexpected 'extra'; usage: tap ID"),
    ("tap \u{0}", 5, "unexpected control character U+0000"),
    ("tap a\u{7F}", 6, "unexpected control character U+007F"),
    ("select results", 15, "'select' needs the row of 'results' to select, from 1"),
    ("select results 0", 16, "a row is a whole number from 1, not 0"),
    ("select results two", 16, "a row is a whole number from 1, not 'two'"),
    ("select results -1", 16, "a row is a whole number from 1, not '-1'"),
    ("select results 12345678901", 16, "a row of 12345678901 is too large"),
    (
      "wait 2x", 6,
      "invalid duration '2x'; write a whole number with ms, s or m, as in 250ms, 2s or 1m"
    ),
    (
      "wait 10", 6,
      "invalid duration '10'; write a whole number with ms, s or m, as in 250ms, 2s or 1m"
    ),
    (
      "wait 1.5s", 6,
      "invalid duration '1.5s'; write a whole number with ms, s or m, as in 250ms, 2s or 1m"
    ),
    (
      "wait 1234567890s", 6,
      "duration 1234567890s is longer than the longest a command may wait, 24 hours (1440m)"
    ),
    (
      "wait 999999999m", 6,
      "duration 999999999m is longer than the longest a command may wait, 24 hours (1440m)"
    ),
    (
      "wait 1441m", 6,
      "duration 1441m is longer than the longest a command may wait, 24 hours (1440m)"
    ),
    (
      "wait 86401s", 6,
      "duration 86401s is longer than the longest a command may wait, 24 hours (1440m)"
    ),
    (
      "wait 86400001ms", 6,
      "duration 86400001ms is longer than the longest a command may wait, 24 hours (1440m)"
    ),
    ("wait 1s 2s", 9, "unexpected '2s'; usage: wait [DURATION]"),
    (
      "expect", 7,
      "'expect' needs what to check: screen, scene, tab, alert or an element's ID; "
        + "type 'help expect'"
    ),
    ("expect screen is x", 15, "'expect screen' takes 'has', not 'is'"),
    ("expect screen hsa x", 15, "'expect screen' takes 'has', not 'hsa'; did you mean 'has'?"),
    (
      "expect screen has", 18,
      "'expect screen has' needs a TEXT; put text with blanks in double quotes"
    ),
    ("expect scene has x", 14, "'expect scene' takes 'is', not 'has'"),
    ("expect scene is", 16, "'expect scene is' needs a scene's NAME"),
    ("expect alert is x", 14, "'expect alert' takes 'has' or 'none', not 'is'"),
    ("expect tab has x", 12, "'expect tab' takes 'is', not 'has'"),
    ("expect tab is", 14, "'expect tab is' needs a tab's TITLE"),
    ("tab", 4, "'tab' needs the TITLE of a tab on the tab bar"),
    ("open", 5, "'open' needs a LINK, such as app://path"),
    (
      "expect alert none now", 19,
      "unexpected 'now'; usage: "
        + "expect screen [not] has TEXT or expect scene [not] is NAME"
        + " or expect tab [not] is TITLE or expect alert [not] has TEXT or expect alert none or expect ID [not] is TEXT or expect ID [not] has TEXT"
        + " or expect ID count N or expect ID enabled|disabled or expect ID hidden|visible"
        + " or expect ID on|off; put text with blanks in double quotes"
    ),
    (
      "expect email", 13,
      "'expect email' needs what to check: is, has, count, enabled, disabled, hidden, visible, on or off"
    ),
    (
      "expect email iss x", 14,
      "expected is, has, count, enabled, disabled, hidden, visible, on or off after 'email', not 'iss'; "
        + "did you mean 'is'?"
    ),
    ("expect email not count 3", 18, "'not' goes with 'is' or 'has', not 'count'"),
    ("expect email not", 17, "'expect email not' needs 'is' or 'has'"),
    (
      "expect email is", 16, "'expect email is' needs a TEXT; put text with blanks in double quotes"
    ),
    ("expect results count", 21, "'expect results count' needs a number of rows"),
    ("expect results count -1", 22, "a count is a whole number from 0, not '-1'"),
    (
      #"expect email "is" x"#, 14,
      "expected is, has, count, enabled, disabled, hidden, visible, on or off after 'email', not quoted text"
    ),
    ("help frob", 6, "no help for 'frob'; type 'help' to list the commands"),
    ("help tpa", 6, "no help for 'tpa'; did you mean 'tap'?"),
  ]

  @Test(arguments: errors)
  func reportsErrorsWithExactPositions(line: String, column: Int, message: String) {
    #expect(throws: ParseError(location: ScriptLocation(line: 3, column: column), message: message))
    {
      try Parser.parse(line: line, number: 3)
    }
  }

  @Test func parseErrorDescribesItselfAsLineColumnError() {
    let error = ParseError(location: ScriptLocation(line: 4, column: 2), message: "oops")
    #expect(error.description == "4:2: error: oops")
  }

  // MARK: - Scripts

  @Test func scriptKeepsCommandsInOrderWithTheirLines() throws {
    let script = try Parser.parse(script: "# sign in\ntap signIn\n\n  type email a@b.c\n")
    #expect(script.steps.map(\.command) == [.tap(id: "signIn"), .type(id: "email", text: "a@b.c")])
    #expect(
      script.steps.map(\.location) == [
        ScriptLocation(line: 2, column: 1), ScriptLocation(line: 4, column: 3),
      ])
  }

  @Test func scriptIgnoresCarriageReturnsBeforeLineBreaks() throws {
    let script = try Parser.parse(script: "tap signIn\r\nback\r\n")
    #expect(script.steps.map(\.command) == [.tap(id: "signIn"), .back])
  }

  @Test func emptyScriptHasNoSteps() throws {
    #expect(try Parser.parse(script: "").steps.isEmpty)
  }

  @Test func scriptReportsEveryLineThatDoesNotParse() {
    let source = "show\ntpa x\nback\nwait 2x\nselect r 0\n"
    #expect(throws: ScriptParseError.self) { try Parser.parse(script: source) }
    do {
      _ = try Parser.parse(script: source)
    } catch {
      #expect(
        error.errors.map(\.location) == [
          ScriptLocation(line: 2, column: 1), ScriptLocation(line: 4, column: 6),
          ScriptLocation(line: 5, column: 10),
        ])
      #expect(error.description.split(separator: "\n").count == 3)
    }
  }
}
