import Testing

@testable import DLCCommandLine

struct ExploreFindingTests {
  @Test func aFindingsScriptStartsWithACommentSayingWhatItShows() {
    let finding = ExploreFinding(
      kind: .deadEnd, scene: "Next", message: "scene 'Next' shows no enabled input",
      script: ["tap open", "back"])
    #expect(
      finding.scriptText == "# dead-end: scene 'Next' shows no enabled input\ntap open\nback\n")
  }
}
