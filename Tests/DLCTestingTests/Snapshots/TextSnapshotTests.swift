import Foundation
import TestSupport
import Testing

@testable import DLCTesting

@Suite struct TextSnapshotTests {
  @Test func aSnapshotLivesBesideItsTestFileInAFolderNamedForTheFile() {
    let snapshot = TextSnapshot(
      testFile: "/work/Tests/LoginTests.swift", function: "showsAnError()", name: nil,
      directory: nil)
    #expect(snapshot.url.path == "/work/Tests/__Snapshots__/LoginTests/showsAnError.txt")
  }

  @Test func aNamedSnapshotAddsItsNameAndAGivenFolderReplacesTheDefault() {
    let snapshot = TextSnapshot(
      testFile: "/work/Tests/LoginTests.swift", function: "showsAnError()", name: "after submit",
      directory: URL(fileURLWithPath: "/tmp/shots"))
    #expect(snapshot.url.path == "/tmp/shots/showsAnError.after_submit.txt")
  }

  @Test func theTestNameIsTheFunctionWithoutItsArgumentsAndSafeForFiles() {
    #expect(TextSnapshot.testName(fromFunction: "rendersRow(_:in:)") == "rendersRow")
    #expect(TextSnapshot.testName(fromFunction: "`shows the list`()") == "shows_the_list")
    #expect(TextSnapshot.testName(fromFunction: "plain") == "plain")
  }

  @Test(arguments: ["1", "true", "YES"])
  func recordingIsOnWhenTheVariableSaysSo(value: String) {
    #expect(TextSnapshot.isRecording(in: ["DLC_RECORD": value]))
  }

  @Test(arguments: [[:], ["DLC_RECORD": "0"], ["DLC_RECORD": ""], ["OTHER": "1"]])
  func recordingIsOffOtherwise(environment: [String: String]) {
    #expect(!TextSnapshot.isRecording(in: environment))
  }

  @Test func comparingRecordsWhatIsMissingAndReportsWhatDiffers() {
    let folder = TemporaryFolder()
    let snapshot = TextSnapshot(
      testFile: "/unused.swift", function: "compare()", name: nil, directory: folder.url)
    #expect(snapshot.storedText() == nil)
    #expect(snapshot.compare("a\nb", recording: false) == .recordedNew)
    #expect(snapshot.storedText() == "a\nb")
    #expect(snapshot.compare("a\nb", recording: false) == .matched)
    #expect(
      snapshot.compare("a\nc", recording: false) == .mismatched(diff: "@@ -1,2 +1,2 @@\n a\n-b\n+c")
    )
    #expect(snapshot.storedText() == "a\nb")
    #expect(
      snapshot.compare("a\nc", recording: true) == .rerecorded(diff: "@@ -1,2 +1,2 @@\n a\n-b\n+c"))
    #expect(snapshot.storedText() == "a\nc")
  }
}
