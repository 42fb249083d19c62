import DLC
import Testing

@testable import DLCScript

@MainActor
struct CommandTableCompletionTests {
  private let form = FormStage()

  private var context: CompletionContext {
    CompletionContext(
      screen: form.stage.snapshot(), sceneNames: ["Form", "Saved"], links: ["app://home"])
  }

  @Test func theFirstWordIsExactlyOneOfTheTablesNames() {
    let table = CommandTable.standard
    let names = table.declarations.flatMap { [$0.name] + $0.aliases }
    #expect(table.completions(for: "", in: context) == names.sorted())
    #expect(table.completions(for: "help ", in: context) == names.sorted())
  }

  @Test func anArgumentIsCompletedAsItsDeclarationSays() {
    let press = CommandDeclaration(
      name: "press",
      arguments: [
        .init(position: 0, completion: [.elements(taking: .option)]),
        .init(position: 1, completion: [.options(ofArgument: 0)]),
        .init(position: 2, completion: [.words(["hard", "soft"]), .sceneNames, .links]),
      ],
      help: CommandHelp(forms: [.init(usage: "press ID OPTION HOW", summary: "press")]),
      read: { _ in .show })
    let table = CommandTable([press])

    #expect(table.completions(for: "", in: context) == ["press"])
    #expect(table.completions(for: "press ", in: context) == ["size"])
    #expect(table.completions(for: "press size ", in: context) == ["Small", "\"Extra large\""])
    #expect(
      table.completions(for: "press size Small ", in: context)
        == ["hard", "soft", "Form", "Saved", "app://home"])
    #expect(table.completions(for: "press size Small hard ", in: context).isEmpty)
    #expect(table.completions(for: "tap ", in: context).isEmpty)
  }

  @Test func theWordsBeforeAnArgumentChooseItsCompletion() {
    let table = CommandTable.standard
    #expect(table.completions(for: "expect screen ", in: context) == ["has", "not"])
    #expect(table.completions(for: "expect alert ", in: context) == ["has", "not", "none"])
    #expect(table.completions(for: "expect scene not ", in: context) == ["is"])
    #expect(table.completions(for: "expect scene not is ", in: context) == ["Form", "Saved"])
    #expect(table.completions(for: "expect name ", in: context).first == "is")
    #expect(table.completions(for: "expect name is ", in: context).isEmpty)
  }

  @Test func onlyVisibleEnabledElementsOfTheDeclaredKindsAreOffered() {
    let table = CommandTable.standard
    #expect(table.completions(for: "type ", in: context) == ["name", "secret", "remarks"])
    #expect(
      table.completions(for: "tap ", in: context) == ["save", "warn", "settings"])
    #expect(!table.completions(for: "expect ", in: context).contains("note"))
  }
}
