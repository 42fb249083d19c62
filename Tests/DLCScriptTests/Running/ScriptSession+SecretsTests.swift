import DLC
import Testing

@testable import DLCScript

/// Text typed into a secure field never comes back in an echo of the command.
@MainActor
struct ScriptSessionSecretsTests {
  /// The form each test plays on, made anew for each, as the suite is.
  private let form = FormStage()

  @Test func typingIntoASecureFieldIsEchoedMasked() async {
    let result = await form.session.execute("type secret hunter2")
    #expect(result.isOK)
    #expect(result.command == "type secret ********")
    #expect(!result.renderJSON().contains("hunter2"))
  }

  @Test func aSecretThatDoesNotParseIsNeitherEchoedNorQuotedInTheError() async {
    let result = await form.session.execute("type secret my secret-pass")
    #expect(!result.isOK)
    #expect(result.command == "type secret ********")
    #expect(result.error?.contains("secret-pass") == false)
    #expect(!result.renderJSON().contains("secret-pass"))
  }

  @Test func aSecretIsMaskedWhereverItStandsAmongFlagsAndCombiningMarks() async {
    _ = await form.session.execute("type secret hunter2")
    let flags = String(repeating: "\u{1F1E9}\u{1F1EA}", count: 1_000)
    let masked = form.session.masked(flags + "hunter2" + flags + "hunter2\u{301}")
    #expect(masked == flags + "********" + flags + "********\u{301}")
    #expect(form.session.masked("no secret here") == "no secret here")
  }

  @Test func aShortSecretIsNotMaskedInsideOtherWordsWhereItsMasksWouldPointAtIt() async {
    _ = await form.session.execute("type secret e")
    let typed = await form.session.execute("type name example.com")

    #expect(typed.command == "type name example.com")
    #expect(typed.screen.element(withID: "name")?.text == "example.com")
    #expect(TextRenderer.render(typed.screen).contains("heading: Your details"))
    #expect(form.session.drawing(of: "type name example") == "type name example")
  }

  @Test func aSecretTypedAKeyAtATimeIsMaskedWholeAndItsBeginningsAreLetGo() async {
    // As a browser's page types it: the field's whole text at every key.
    for text in ["a", "at", "atl", "atlas-demo-1"] {
      _ = await form.session.execute("type secret \(text)")
    }

    #expect(form.session.masked("a cat at atlas-demo-1") == "a cat at ********")
  }

  @Test func aSecretTakenBackAKeyAtATimeLeavesOnlyWhatTheFieldHoldsMasked() async {
    for text in ["hunter2", "hunter", "hunt", "h", "", "p", "pass-word"] {
      _ = await form.session.execute("type secret \"\(text)\"")
    }

    #expect(form.session.masked("h p hunt pass-word") == "h p hunt ********")
  }

  @Test func aSecretAnotherCommandFollowedIsKeptWhenTheFieldIsTypedAgain() async {
    _ = await form.session.execute("type secret hunter2")
    _ = await form.session.execute("expect heading has details")
    _ = await form.session.execute("type secret hunter22")

    #expect(form.session.masked("hunter2 and hunter22") == "******** and ********")
  }

  @Test func aShortSecretIsMaskedWhereItStandsAsAWordAndKeptOutOfTheHistory() async {
    let typed = await form.session.execute("type secret abc12")
    let echoed = await form.session.execute("type name abc12")

    #expect(typed.command == "type secret ********")
    #expect(echoed.command == "type name ********")
    #expect(!echoed.renderJSON().contains("abc12"))
    #expect(form.session.masked("was \"abc12\".") == "was \"********\".")
    #expect(form.session.masked("xabc12 abc123") == "xabc12 abc123")
    #expect(form.session.drawing(of: "expect name is abc12") == "expect name is •••••")
    #expect(!form.session.mayRemember("expect name is abc12x"))
    #expect(form.session.mayRemember("expect name is Ada"))
  }

  @Test func aSecretOfSixCharactersIsSoughtEverywhere() async {
    _ = await form.session.execute("type secret abc123")
    #expect(form.session.masked("was abc123") == "was ********")
  }

  @Test func typingIntoAnOrdinaryFieldIsEchoedAsWritten() async {
    let result = await form.session.execute("  type name Ada  ")
    #expect(result.command == "type name Ada")
  }

  @Test func aQuotedIDIsEchoedWholeBeforeTheMask() async {
    let result = await form.session.execute(#"type "sec ret" hunter2"#)
    #expect(result.command == #"type "sec ret" ********"#)
  }

  @Test func aLineIsKnownToTypeASecretBeforeItRuns() {
    #expect(form.session.typesIntoSecureField("type secret x"))
    #expect(form.session.typesIntoSecureField(#"type "secret" x"#))
    #expect(!form.session.typesIntoSecureField("type name x"))
    #expect(!form.session.typesIntoSecureField("tap secret"))
  }

  @Test func aTypeIntoAFieldNotKnownToBeOrdinaryIsTreatedAsSecret() async {
    #expect(form.session.typesIntoSecureField("type password hunter2"))
    let result = await form.session.execute("type password hunter2")
    #expect(!result.isOK)
    #expect(result.command == "type password ********")
    #expect(!result.renderJSON().contains("hunter2"))
  }

  @Test func aSecretTypedOnceIsMaskedInEverythingTheSessionReturnsAfter() async {
    let results = await form.execute("type secret hunter2", "type name hunter2", "show")
    for result in results {
      #expect(!result.renderJSON().contains("hunter2"), "\(result.renderJSON())")
      #expect(!result.output.contains("hunter2"))
    }
    #expect(results[1].command == "type name ********")
    #expect(results[2].output.contains("********"))
  }

  @Test func aSecretStaysMaskedWhenOtherElementsChangeAndWhereItIsTypedAgain() async {
    let results = await form.execute(
      "type secret hunter2", "type name hunter2", "type remarks hello",
      #"type name "hunter2 too""#)
    for result in results {
      #expect(!TextRenderer.render(result.screen).contains("hunter2"))
    }
    #expect(results[2].screen.element(withID: "name")?.text == "********")
    #expect(results[2].screen.element(withID: "remarks")?.text == "hello")
    #expect(results[3].screen.element(withID: "name")?.text == "******** too")
  }

  @Test func onlyALineThatParsesAndTypesNoSecretMayBeRemembered() {
    #expect(form.session.mayRemember("type name Ada"))
    #expect(form.session.mayRemember("show"))
    #expect(!form.session.mayRemember("type secret hunter2"))
    #expect(!form.session.mayRemember("tpye secret hunter2"))
    #expect(!form.session.mayRemember("type password hunter2"))
  }

  @Test func aLineHoldingASecretTypedBeforeIsNotRemembered() async {
    _ = await form.session.execute("type secret hunter2")
    #expect(!form.session.mayRemember("expect secret is hunter2"))
    #expect(form.session.mayRemember("expect secret is other"))
  }

  @Test func aLineEditorDrawsTheTextTypedIntoASecureFieldAsDots() {
    #expect(
      form.session.drawing(of: "type secret hunter2") == "type secret \u{2022}\u{2022}"
        + String(repeating: "\u{2022}", count: 5))
    #expect(form.session.drawing(of: "type nowhere ab") == "type nowhere \u{2022}\u{2022}")
    #expect(form.session.drawing(of: "type secret") == "type secret")
    #expect(form.session.drawing(of: "type name Ada") == "type name Ada")
    #expect(form.session.drawing(of: "tap secret") == "tap secret")
  }

  @Test func aLineWhoseCommandIsMistypedIsDrawnAsTypeWouldBe() {
    #expect(
      form.session.drawing(of: "tpye secret hunter2")
        == "tpye secret \u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}")
    #expect(form.session.drawing(of: "Type secret ab") == "Type secret \u{2022}\u{2022}")
    #expect(form.session.drawing(of: "tpye name Ada") == "tpye name Ada")
  }

  @Test func aLineEditorDrawsASecretTypedBeforeAsDotsWhereverItIs() async {
    _ = await form.session.execute("type secret hunter2")
    let drawn = form.session.drawing(of: "expect name is hunter2!")
    #expect(drawn == "expect name is " + String(repeating: "\u{2022}", count: 7) + "!")
  }

  /// A table whose one command, `enter ID TEXT`, types TEXT into ID, marked as typed text or not.
  private static func table(markingTypedText: Bool) -> CommandTable {
    CommandTable([
      CommandDeclaration(
        name: "enter",
        arguments: [
          .init(position: 0),
          .init(position: 1, typesIntoArgument: markingTypedText ? 0 : nil),
        ],
        help: CommandHelp(forms: [.init(usage: "enter ID TEXT", summary: "type TEXT")]),
        read: { line throws(ParseError) in
          let id = try line.id(missing: "'enter' needs an ID")
          return .type(id: id, text: try line.typedText(missing: "'enter' needs a TEXT"))
        })
    ])
  }

  @Test func maskingFollowsTheArgumentTheTableMarksAsTypedText() async {
    form.session.commands = Self.table(markingTypedText: true)
    #expect(form.session.typesIntoSecureField("enter secret x"))
    let result = await form.session.execute("enter secret hunter2")
    #expect(result.isOK)
    #expect(result.command == "enter secret ********")
    #expect(!result.renderJSON().contains("hunter2"))
    let unparsed = await form.session.execute("enter secret my secret-pass")
    #expect(unparsed.command == "enter secret ********")
    #expect(form.session.masked("was hunter2") == "was ********")
  }

  @Test func anArgumentTheTableDoesNotMarkAsTypedTextIsNotMasked() async {
    form.session.commands = Self.table(markingTypedText: false)
    #expect(!form.session.typesIntoSecureField("enter secret x"))
    let result = await form.session.execute("enter secret hunter2")
    #expect(result.command == "enter secret hunter2")
  }

  @Test func aStepBuiltByHandIsMaskedAsAParsedOneIs() async {
    let step = ScriptStep(
      command: .type(id: "secret", text: "hunter2"), location: ScriptLocation(line: 1, column: 1),
      text: #"type "secret" hunter2"#)
    let result = await form.session.execute(step)
    #expect(result.command == #"type "secret" ********"#)
    #expect(form.session.masked("hunter2") == "********")
  }
}
