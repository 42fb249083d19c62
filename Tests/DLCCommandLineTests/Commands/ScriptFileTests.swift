import DLCScript
import Foundation
import Testing

@testable import DLCCommandLine

#if canImport(Glibc)
  import Glibc
#endif

struct ScriptFileTests {
  @Test func aFileWhoseLinesAllParseGivesItsCommands() throws {
    let path = try temporaryFile("show\nback\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let lines = try ScriptFile.check(path).get()
    #expect(try lines.map { try $0.get().command } == [.show, .back])
  }

  @Test func aFileWithLinesThatDoNotParseListsEveryError() throws {
    let path = try temporaryFile("tpa\nshow\nbak\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard case .failure(.syntax(let errors, let more)) = ScriptFile.check(path) else {
      Issue.record("the file was not refused")
      return
    }
    #expect(errors.map(\.location.line) == [1, 3])
    #expect(more == 0)
  }

  @Test func aFileOfManyLinesThatDoNotParseListsTheFirstAndCountsTheRest() throws {
    let path = try temporaryFile(String(repeating: "tpa\n", count: 1_000))
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard case .failure(.syntax(let errors, let more)) = ScriptFile.check(path) else {
      Issue.record("the file was not refused")
      return
    }
    #expect(errors.map(\.location.line) == Array(1...ScriptFile.errorsListed))
    #expect(more == 1_000 - ScriptFile.errorsListed)
  }

  @Test(arguments: [
    ("/no/such/script.dlc", "no such file"), ("/tmp", "is a folder, not a script"),
  ])
  func aPathWithNoReadableFileSaysWhy(_ path: String, _ reason: String) {
    guard case .failure(.unreadable(let found)) = ScriptFile.check(path) else {
      Issue.record("the path was not refused")
      return
    }
    #expect(found == reason)
  }

  @Test func aScriptOnAPipeIsReadOnceAndGivesItsCommandsToEveryPass() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let text = Array("show\nback\n".utf8)
    #expect(write(ends[1], text, text.count) == text.count)
    close(ends[1])
    defer { close(ends[0]) }
    let lines = try ScriptFile.check("/dev/fd/\(ends[0])").get()
    #expect(try lines.map { try $0.get().command } == [.show, .back])
    #expect(try lines.map { try $0.get().command } == [.show, .back])
  }

  @Test func aDeviceThatNeverEndsIsRefusedOnceItHasGivenTheMostThatIsRead() {
    let result = ScriptFile.check("/dev/zero", largestCopy: 1 << 20)
    guard case .failure(.unreadable(let reason)) = result else {
      Issue.record("an endless device was not refused")
      return
    }
    #expect(reason.contains("more than 1 MiB, the most read from a pipe or device"))
  }

  private func temporaryFile(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("script-file-\(UUID().uuidString).dlc").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
