import DLC
import Testing

@MainActor
@Suite struct ProgressIndicatorTests {
  var (stage, scene) = Stage.showing(PanelController())

  @Test func anIndeterminateProgressRendersAsWorking() {
    #expect(stage.render().contains("loading: [working…]"))
    #expect(stage.snapshot().element(withID: "loading")?.text == "working")
    #expect(stage.snapshot().element(withID: "loading")?.fraction == nil)
  }

  @Test func aFractionRendersAsABarWithAPercentage() throws {
    try #require(scene.panelView).loading.fraction = 0.25
    #expect(stage.render().contains("loading: [#####---------------] 25%"))
    #expect(stage.snapshot().element(withID: "loading")?.text == "25%")
  }

  @Test(arguments: [(-1.0, 0.0), (2.0, 1.0), (Double.nan, 0.0)])
  func aFractionIsKeptWithinZeroAndOne(given: Double, kept: Double) {
    #expect(ProgressIndicator(id: "p", fraction: given).fraction == kept)
    let progress = ProgressIndicator(id: "p")
    progress.fraction = given
    #expect(progress.fraction == kept)
  }
}
