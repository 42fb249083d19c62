import Testing

@testable import DLCCommandLine

@MainActor
struct WalkProgressTests {
  private func progress() -> WalkProgress {
    WalkProgress(
      started: .now, deadline: .now + .seconds(60),
      terminal: Terminal(), streamsFindings: false)
  }

  @Test func aScreenFoundByEveryChildCountsOnce() {
    var walk = progress()
    for _ in 1...3 {
      walk.found(screen: "home")
      walk.found(screen: "detail")
    }
    walk.found(screen: "settings")
    #expect(walk.screens == 3)
  }
}
