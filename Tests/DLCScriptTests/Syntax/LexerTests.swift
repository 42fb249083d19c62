import Testing

@testable import DLCScript

struct LexerTests {
  @Test func tokensRecordColumnsAndQuoting() throws {
    let line = try Lexer.lex(#"  type  "a b"  c"#, lineNumber: 1)
    #expect(
      line.tokens == [
        Token(text: "type", isQuoted: false, column: 3, endColumn: 7),
        Token(text: "a b", isQuoted: true, column: 9, endColumn: 14),
        Token(text: "c", isQuoted: false, column: 16, endColumn: 17),
      ])
  }

  @Test func columnsCountUnicodeScalarsNotBytes() throws {
    let line = try Lexer.lex("ü 🌍 x", lineNumber: 1)
    #expect(line.tokens.map(\.column) == [1, 3, 5])
  }

  @Test func textRunsFromFirstToLastTokenWithoutTheComment() throws {
    #expect(try Lexer.lex(#"  tap "x y"  # note"#, lineNumber: 1).text == #"tap "x y""#)
  }

  @Test func commentOnlyLineHasNoTokens() throws {
    let line = try Lexer.lex("# tap x", lineNumber: 1)
    #expect(line.tokens.isEmpty)
    #expect(line.text.isEmpty)
  }
}
