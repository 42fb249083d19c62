import DLCScript
import Testing

@testable import DLCCommandLine

struct ScriptFileTests {
  private func errors(_ bytes: [UInt8]) -> [ParseError] {
    guard case .failure(.syntax(let errors)) = ScriptFile.parse(bytes) else { return [] }
    return errors
  }

  @Test func readsUTF8TextAfterAByteOrderMark() throws {
    let result = ScriptFile.parse([0xEF, 0xBB, 0xBF] + Array("show\r\nback\n".utf8))
    let script = try result.get()
    #expect(script.steps.map(\.command) == [.show, .back])
  }

  @Test func lineThatIsNotUTF8IsAnErrorAtItsFirstBadByte() {
    let bytes = Array("show\n".utf8) + [0x74, 0xC3, 0xA9, 0xFF, 0x0A] + Array("tpa\n".utf8)
    #expect(
      errors(bytes) == [
        ParseError(
          location: SourceLocation(line: 2, column: 3),
          message: "not UTF-8 text: this byte does not start a character; is it a binary file?"),
        ParseError(
          location: SourceLocation(line: 3, column: 1),
          message: "unknown command 'tpa'; did you mean 'tap'?"),
      ])
  }

  @Test func everyBadLineOfABinaryFileIsListed() {
    let bytes: [UInt8] = [0xFF, 0x0A, 0x41, 0x0A, 0xFE, 0xFE]
    #expect(errors(bytes).map(\.location.line) == [1, 2, 3])
  }
}
