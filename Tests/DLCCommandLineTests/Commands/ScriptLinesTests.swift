import DLCScript
import Foundation
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
      ScriptLines(bytes).errors(atMost: .max).first == [
        ParseError(
          location: ScriptLocation(line: 2, column: 3),
          message: "not UTF-8 text: this byte does not start a character; is it a binary file?"),
        ParseError(
          location: ScriptLocation(line: 3, column: 1),
          message: "unknown command 'tpa'; did you mean 'tap'?"),
      ])
  }

  @Test func everyBadLineOfABinaryFileIsListed() {
    let bytes: [UInt8] = [0xFF, 0x0A, 0x41, 0x0A, 0xFE, 0xFE]
    #expect(ScriptLines(bytes).errors(atMost: .max).first.map(\.location.line) == [1, 2, 3])
  }

  @Test func aLastLineWithoutALineBreakIsACommand() throws {
    let steps = try ScriptLines(Array("show\nback".utf8)).map { try $0.get() }
    #expect(steps.map(\.command) == [.show, .back])
  }

  @Test func anEmptyFileHasNoCommandAndNoError() {
    #expect(Array(ScriptLines([])).isEmpty)
  }

  @Test func aLineOfAMegabyteIsSearchedForItsEndOnce() throws {
    let long = "type email \"" + String(repeating: "a", count: 1 << 20) + "\""
    let path = try temporaryFile(Array((long + "\nshow\n").utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var iterator = ScriptLines(file: path).makeIterator()
    var count = 0
    while let step = iterator.next() {
      _ = try step.get()
      count += 1
    }
    #expect(count == 2)
    #expect(iterator.searchedByteCount <= long.utf8.count + "\nshow\n".utf8.count)
  }

  @Test func aFileIsReadInChunksWithLinesAcrossChunkBoundaries() throws {
    // Lines of uneven lengths, so that many of them straddle the end of a chunk.
    let commands = (0..<20_000).map { "type email \(String(repeating: "a", count: $0 % 13))@x.io" }
    let path = try temporaryFile(
      [0xEF, 0xBB, 0xBF] + Array(commands.joined(separator: "\n").utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let steps = try ScriptLines(file: path).map { try $0.get() }
    #expect(steps.count == commands.count)
    #expect(steps.map(\.text) == commands)
    #expect(steps.last?.location.line == commands.count)
  }

  @Test func everyPassOverAFileReadsItAfresh() throws {
    let path = try temporaryFile(Array("show\nback\n".utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let lines = ScriptLines(file: path)
    #expect(lines.errors(atMost: .max).first.isEmpty)
    #expect(try lines.map { try $0.get().command } == [.show, .back])
  }

  @Test func aFileThatCannotBeOpenedIsAnErrorAtItsFirstLine() {
    let errors = ScriptLines(file: "/no/such/folder/script.dlc").errors(atMost: .max).first
    #expect(errors.map(\.location) == [ScriptLocation(line: 1, column: 1)])
    #expect(errors.first?.message.hasPrefix("cannot read the file: ") == true)
  }

  private func temporaryFile(_ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("script-lines-\(UUID().uuidString).dlc").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }
}
