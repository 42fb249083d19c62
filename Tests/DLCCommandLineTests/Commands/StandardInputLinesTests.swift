import Foundation
import Testing

@testable import DLCCommandLine

/// Lines read from a pipe as bytes: whole, however the writes split them.
struct StandardInputLinesTests {
  /// The lines a pipe gives when `writes` are written into it, one after another, and closed.
  private func lines(of writes: [[UInt8]]) throws -> [[UInt8]] {
    let pipe = Pipe()
    let writer = pipe.fileHandleForWriting
    let feeding = Thread {
      for bytes in writes {
        try? writer.write(contentsOf: bytes)
      }
      try? writer.close()
    }
    feeding.start()
    let reader = StandardInputLines(descriptor: pipe.fileHandleForReading.fileDescriptor)
    var lines: [[UInt8]] = []
    while let line = reader.next() {
      lines.append(line)
    }
    return lines
  }

  @Test func eachLineComesWithoutItsLineBreakCarriageReturnIncluded() throws {
    #expect(
      try lines(of: [Array("tap a\r\nback\n\nquit\n".utf8)])
        == ["tap a", "back", "", "quit"].map { Array($0.utf8) })
  }

  @Test func aLastLineWithoutALineBreakStillComes() throws {
    #expect(try lines(of: [Array("one\ntwo".utf8)]) == [Array("one".utf8), Array("two".utf8)])
  }

  @Test func aLineSplitAcrossWritesComesWhole() throws {
    let writes = [Array("tap si".utf8), Array("gnIn\r".utf8), Array("\nback\n".utf8)]
    #expect(try lines(of: writes) == [Array("tap signIn".utf8), Array("back".utf8)])
  }

  @Test func aLineLongerThanAReadComesWhole() throws {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: 300_000)
    #expect(try lines(of: [long + [0x0A], Array("end\n".utf8)]) == [long, Array("end".utf8)])
  }

  @Test func bytesThatAreNoTextComeAsTheyAre() throws {
    #expect(try lines(of: [[0x74, 0xFF, 0xFE, 0x0A]]) == [[0x74, 0xFF, 0xFE]])
  }

  @Test func manyShortLinesComeInOrder() throws {
    let text = (0..<50_000).map { "line \($0)\n" }.joined()
    let read = try lines(of: [Array(text.utf8)])
    #expect(read.count == 50_000)
    #expect(read.last == Array("line 49999".utf8))
  }
}
