import Testing

@testable import DLCScript

struct HelpCatalogTests {
  @Test func overviewListsEveryFormOfEveryCommand() {
    let overview = HelpCatalog.overview
    for command in HelpCatalog.commands {
      for form in command.forms {
        #expect(overview.contains(form.usage))
      }
    }
  }

  @Test func everyExampleParsesAsTheCommandItDocuments() throws {
    for command in HelpCatalog.commands {
      for example in command.examples {
        let step = try #require(try Parser.parse(line: example), "\(example)")
        #expect(step.text.hasPrefix(command.name), "\(example)")
      }
    }
  }

  @Test func aliasFindsItsCommand() {
    #expect(HelpCatalog.help(for: "exit")?.name == "quit")
  }

  @Test func commandHelpShowsFormsDiscussionAndExamples() throws {
    let text = try #require(HelpCatalog.help(for: "type")).text
    #expect(text.hasPrefix("  type ID TEXT"))
    #expect(text.contains("Type \"\" to empty a field."))
    #expect(
      text.hasSuffix(
        "Examples:\n  type name Ada\n  type note \"two words\"\n  type note \"\""))
  }
}
