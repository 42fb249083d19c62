import Foundation
import Testing

@testable import DLCCommandLine

struct LineHistoryTests {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("LineHistoryTests-\(UUID().uuidString)", isDirectory: true)

  @Test func theFileIsUnderXDGStateHomeElseTheHomesLocalState() {
    #expect(
      LineHistory.file(for: "shop", environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"]).path
        == "/x/shop/history")
    #expect(
      LineHistory.file(for: "shop", environment: ["HOME": "/h"]).path
        == "/h/.local/state/shop/history")
  }

  @Test func linesAreKeptBetweenSessionsInAPrivateFile() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("dlc/history")
    var first = LineHistory(file: file) { _ in Issue.record("no warning expected") }
    first.add("tap signIn")
    first.add("tap signIn")
    first.add("   ")
    first.add("show  ")

    let second = LineHistory(file: file) { _ in Issue.record("no warning expected") }
    #expect(second.entries == ["tap signIn", "show"])
    let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(permissions as? Int == 0o600)
  }

  @Test func atMostAThousandLinesAreKept() {
    var history = LineHistory()
    for number in 1...1_005 {
      history.add("wait \(number)ms")
    }
    #expect(history.entries.count == 1_000)
    #expect(history.entries.first == "wait 6ms")
  }

  @Test func anUnreadableFileIsReportedOnceAndTheSessionGoesOn() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("history")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data([0xFF, 0xFE, 0x00]).write(to: file)
    var warnings: [String] = []
    let history = LineHistory(file: file) { warnings.append($0) }
    #expect(history.entries.isEmpty)
    #expect(warnings == ["cannot read the history in \(file.path); this session starts without it"])
  }
}
