import Foundation
import TestSupport
import Testing

@testable import DLCCommandLine

#if canImport(Glibc)
  import Glibc
#endif

@Suite(.hangGuard)
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

  @Test func aSymbolicLinkAtThePathIsNeitherReadNorWrittenThrough() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let target = folder.appendingPathComponent("elsewhere")
    try Data("kept\n".utf8).write(to: target)
    let file = folder.appendingPathComponent("history")
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)
    var warnings: [String] = []

    var history = LineHistory(file: file) { warnings.append($0) }
    let saving = history.add("show")

    #expect(history.entries == ["show"])
    #expect(warnings.first?.contains("it is a symbolic link, which is not followed") == true)
    #expect(saving?.contains("it is not a regular file") == true)
    #expect(try String(contentsOf: target, encoding: .utf8) == "kept\n")
  }

  @Test func aFIFOAtThePathIsNotWaitedOn() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("history")
    #expect(mkfifo(file.path, 0o600) == 0)
    var warnings: [String] = []

    let history = LineHistory(file: file) { warnings.append($0) }

    #expect(history.entries.isEmpty)
    #expect(warnings.first?.contains("it is not a regular file") == true)
  }

  @Test func onlyTheLastMegabyteOfALargeFileIsRead() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("history")
    // A megabyte that is not text, then lines: reading the whole file would refuse it.
    var bytes = [UInt8](repeating: 0xFF, count: LineHistory.readLimit)
    bytes += Array((1...30_000).map { "wait \($0)ms" }.joined(separator: "\n").utf8) + [0x0A]
    try Data(bytes).write(to: file)

    let history = LineHistory(file: file) { _ in Issue.record("no warning expected") }

    #expect(history.entries.count == 1_000)
    #expect(history.entries.first == "wait 29001ms")
    #expect(history.entries.last == "wait 30000ms")
  }

  @Test func aFileOthersMayReadIsTightenedToItsOwner() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("history")
    try Data("show\n".utf8).write(to: file)
    #expect(chmod(file.path, 0o644) == 0)

    let history = LineHistory(file: file) { _ in Issue.record("no warning expected") }

    #expect(history.entries == ["show"])
    let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(permissions as? Int == 0o600)
  }

  @Test func controlCharactersAreStoredAndRecalledVisibly() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("history")
    try Data("tap a\u{1B}[2J\n".utf8).write(to: file)

    var history = LineHistory(file: file) { _ in Issue.record("no warning expected") }
    history.add("expect name is \"\u{9B}31m\"")

    #expect(history.entries == [#"tap a\u{1B}[2J"#, #"expect name is "\u{9B}31m""#])
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(
      !saved.unicodeScalars.contains {
        $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
      })
  }
}
