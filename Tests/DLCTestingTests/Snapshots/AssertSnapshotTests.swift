import DLC
import DLCTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite struct AssertSnapshotTests {
  let folder = TemporaryFolder()

  private func stored(_ name: String) throws -> String {
    let url = folder.url.appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
  }

  // MARK: - Snapshots stored beside this file

  @Test func aTextMatchingItsStoredSnapshotPasses() {
    assertSnapshot(of: "first line\nsecond line")
  }

  @Test func aStageIsComparedAsItsTextRender() async {
    let harness = await SceneHarness.showingGreeter()
    assertSnapshot(of: harness.stage)
    await harness.assertAllScenesFreed()
  }

  @Test func aHarnessIsComparedAsItsStagesTextRender() async {
    let harness = await SceneHarness(application: SampleApp())
    await harness.greetAda()
    assertSnapshot(of: harness, named: "greeted")
    await harness.assertAllScenesFreed()
  }

  // MARK: - Recording, in a temporary folder

  @Test func aMissingSnapshotIsRecordedAndFailsOnce() throws {
    let path = folder.url.appendingPathComponent("aMissingSnapshotIsRecordedAndFailsOnce.txt").path
    withKnownIssue {
      assertSnapshot(of: "one\ntwo", in: folder.url, record: false)
    } matching: {
      $0.mentions("recorded a new snapshot at \(path); run the test again")
    }
    #expect(try stored("aMissingSnapshotIsRecordedAndFailsOnce.txt") == "one\ntwo\n")
    assertSnapshot(of: "one\ntwo", in: folder.url, record: false)
  }

  @Test func aDifferentTextFailsWithALineDiff() throws {
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    let url = folder.url.appendingPathComponent("aDifferentTextFailsWithALineDiff.txt")
    try Data("one\ntwo\nthree\n".utf8).write(to: url)
    withKnownIssue {
      assertSnapshot(of: "one\n2\nthree", in: folder.url, record: false)
    } matching: {
      $0.mentions(
        "does not match the snapshot at \(url.path)",
        "--- stored\n+++ actual\n@@ -1,3 +1,3 @@\n one\n-two\n+2\n three",
        "run again with DLC_RECORD=1 to re-record")
    }
    #expect(try stored("aDifferentTextFailsWithALineDiff.txt") == "one\ntwo\nthree\n")
  }

  @Test func recordingReplacesADifferentSnapshotAndFailsOnce() throws {
    withKnownIssue {
      assertSnapshot(of: "old", in: folder.url, record: false)
    }
    withKnownIssue {
      assertSnapshot(of: "new", in: folder.url, record: true)
    } matching: {
      $0.mentions("Re-recorded the snapshot at", "turn it off and run again", "-old\n+new")
    }
    #expect(try stored("recordingReplacesADifferentSnapshotAndFailsOnce.txt") == "new\n")
    assertSnapshot(of: "new", in: folder.url, record: false)
  }

  @Test func recordingPassesWhenTheSnapshotMatches() throws {
    withKnownIssue {
      assertSnapshot(of: "same", in: folder.url, record: false)
    }
    assertSnapshot(of: "same", in: folder.url, record: true)
    #expect(try stored("recordingPassesWhenTheSnapshotMatches.txt") == "same\n")
  }

  @Test func namedSnapshotsOfOneTestAreKeptApart() throws {
    withKnownIssue {
      assertSnapshot(of: "A", named: "first", in: folder.url, record: false)
      assertSnapshot(of: "B", named: "second", in: folder.url, record: false)
    }
    #expect(try stored("namedSnapshotsOfOneTestAreKeptApart.first.txt") == "A\n")
    #expect(try stored("namedSnapshotsOfOneTestAreKeptApart.second.txt") == "B\n")
  }

  @Test func aSnapshotThatCannotBeWrittenFails() throws {
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    let file = folder.url.appendingPathComponent("file")
    try Data().write(to: file)
    withKnownIssue {
      assertSnapshot(of: "text", in: file, record: false)
    } matching: {
      $0.mentions("Could not write the snapshot at \(file.path)/")
    }
  }
}
