import Testing

@testable import DLCScript

struct CommandDeclarationTests {
  @Test func theDeclarationFindsItsTypedTextAndTheFieldItGoesInto() throws {
    let type = try #require(CommandTable.standard.declaration(named: "type"))
    #expect(type.typedText?.text == 1)
    #expect(type.typedText?.field == 0)
    #expect(CommandTable.standard.declaration(named: "choose")?.typedText == nil)
  }

  @Test func aDeclarationAnswersToItsNameAndItsAliases() throws {
    let quit = try #require(CommandTable.standard.declaration(named: "quit"))
    #expect(quit.answers(to: "quit"))
    #expect(quit.answers(to: "exit"))
    #expect(!quit.answers(to: "show"))
    #expect(quit.names == ["quit", "exit"])
  }
}
