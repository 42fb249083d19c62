import DLCScript
import Testing

@testable import DLCCommandLine

struct ScriptLinesTests {
  @Test func yieldsEachCommandAfterAByteOrderMarkIgnoringCarriageReturns() throws {
    let lines = ScriptLines([0xEF, 0xBB, 0xBF] + Array("show\r\n# note\n\nback\n".utf8))
    let steps = try lines.map { try $0.get() }
    #expect(steps.map(\.command) == [.show, .back])
    #expect(steps.map(\.location.line) == [1, 4])
  }

  @Test func givesTheErrorsOfEveryLineInOrderAsTheWholeFileParserDoes() {
    let bytes = Array("show\n".utf8) + [0x74, 0xC3, 0xA9, 0xFF, 0x0A] + Array("tpa\n".utf8)
    #expect(
      ScriptLines(bytes).errors == [
        ParseError(
          location: SourceLocation(line: 2, column: 3),
          message: "not UTF-8 text: this byte does not start a character; is it a binary file?"),
        ParseError(
          location: SourceLocation(line: 3, column: 1),
          message: "unknown command 'tpa'; did you mean 'tap'?"),
      ])
  }

  @Test func aLastLineWithoutALineBreakIsACommand() throws {
    let steps = try ScriptLines(Array("show\nback".utf8)).map { try $0.get() }
    #expect(steps.map(\.command) == [.show, .back])
  }

  @Test func anEmptyFileHasNoCommandAndNoError() {
    #expect(Array(ScriptLines([])).isEmpty)
  }
}
