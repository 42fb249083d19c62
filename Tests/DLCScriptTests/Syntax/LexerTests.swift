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

  @Test func aUnicodeEscapeIsTheScalarItNames() throws {
    let line = try Lexer.lex(#"type x "a\u{1B}[2J\u{9b}\u{1F30D}b""#, lineNumber: 1)
    #expect(line.tokens.last?.text == "a\u{1B}[2J\u{9B}\u{1F30D}b")
  }

  @Test(arguments: [#""\u1B""#, #""\u{}""#, #""\u{1234567}""#, #""\u{D800}""#, #""\u{1G}""#])
  func aMalformedUnicodeEscapeIsAnErrorAtItsBackslash(text: String) {
    #expect(throws: ParseError.self) { try Lexer.lex("type x " + text, lineNumber: 1) }
  }

  @Test func quotedTextWithControlCharactersReadsBackAsTheSameText() throws {
    let text = "Ger\u{1B}[2J\u{9B}\u{0}\r\n\u{7F}\u{202E}\"\\"
    let quoted = Quoting.quoted(text)
    #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    #expect(try Lexer.lex("type x " + quoted, lineNumber: 1).tokens.last?.text == text)
  }
}
