import Testing

@testable import DLCScript

struct CommandHelpTests {
  @Test func commandHelpShowsFormsDiscussionAndExamples() throws {
    let text = try #require(CommandTable.standard.declaration(named: "type")).help.text
    #expect(text.hasPrefix("  type ID TEXT"))
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("Type \"\" to empty a field."))
    #expect(
      text.hasSuffix(
        "Examples:\n  type name Ada\n  type note \"two words\"\n  type note \"\""))
  }

  @Test func usageJoinsEveryFormWithOr() throws {
    let help = try #require(CommandTable.standard.declaration(named: "expect")).help
    #expect(help.usage.hasPrefix("expect screen [not] has TEXT or expect scene [not] is NAME"))
  }
}
