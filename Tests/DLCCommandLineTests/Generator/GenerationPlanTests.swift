import Foundation
import TestSupport
import Testing

@testable import DLCCommandLine

struct GenerationPlanTests {
  @Test func filesAreWrittenAndEditsApplied() throws {
    let folder = try TemporaryFolder.made()
    try folder.write("Edited.swift", "old")
    let plan = GenerationPlan(
      folder: folder.url, files: [.init(path: "A/New.swift", contents: "new")],
      edits: [.init(path: "Edited.swift", summary: "change it", original: "old", contents: "new")],
      nextStep: "swift test")

    let report = try plan.apply()

    #expect(report == ["wrote A/New.swift", "edited Edited.swift: change it", "next: swift test"])
    let written = try String(
      contentsOf: folder.file("A/New.swift"), encoding: .utf8)
    #expect(written == "new")
  }

  @Test func aFileInTheWayStopsEverythingBeforeAnythingIsWritten() throws {
    let folder = try TemporaryFolder.made()
    try folder.write("B.swift", "mine")
    let plan = GenerationPlan(
      folder: folder.url,
      files: [.init(path: "A.swift", contents: "a"), .init(path: "B.swift", contents: "b")],
      nextStep: "swift test")

    #expect(
      throws: GenerationError(
        "B.swift exists already in \(folder.url.path); 'new' never overwrites a file")
    ) {
      try plan.apply()
    }
    #expect(!FileManager.default.fileExists(atPath: folder.file("A.swift").path))
    let kept = try String(contentsOf: folder.file("B.swift"), encoding: .utf8)
    #expect(kept == "mine")
  }

  @Test func aDryRunListsEveryFileAndEditAndWritesNothing() throws {
    let folder = try TemporaryFolder.made()
    let plan = GenerationPlan(
      folder: folder.url, files: [.init(path: "A.swift", contents: "a")],
      edits: [.init(path: "E.swift", summary: "add a case", original: "", contents: "x")],
      nextStep: "swift test")

    #expect(
      plan.dryRunReport == [
        "would write A.swift", "would edit E.swift: add a case", "then: swift test",
      ])
    #expect(!FileManager.default.fileExists(atPath: folder.file("A.swift").path))
  }

  @Test func aFileThatCannotBeWrittenLeavesTheFolderAsItWas() throws {
    let folder = try TemporaryFolder.made()
    try folder.write("Edited.swift", "old")
    // A name longer than any file system takes fails once the files before it are written.
    let plan = GenerationPlan(
      folder: folder.url,
      files: [
        .init(path: "A/B/New.swift", contents: "new"), .init(path: "C.swift", contents: "c"),
        .init(path: "D/" + String(repeating: "x", count: 300) + ".swift", contents: "d"),
      ],
      edits: [.init(path: "Edited.swift", summary: "change it", original: "old", contents: "new")],
      nextStep: "swift test")

    #expect(throws: GenerationError.self) { try plan.apply() }

    let left = try FileManager.default.subpathsOfDirectory(atPath: folder.url.path)
    #expect(left == ["Edited.swift"])
    let kept = try String(
      contentsOf: folder.file("Edited.swift"), encoding: .utf8)
    #expect(kept == "old")
  }
}
