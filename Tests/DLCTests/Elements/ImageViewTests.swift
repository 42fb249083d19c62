import DLC
import Testing

@MainActor
@Suite struct ImageViewTests {
  var (stage, scene) = Stage.showing(PanelController())

  @Test func rendersItsDescriptionAndSize() {
    #expect(stage.render().contains("flag: (image: Flag of Germany, 64×40)"))
    #expect(stage.snapshot().element(withID: "flag")?.text == "Flag of Germany")
    #expect(stage.snapshot().element(withID: "flag")?.size == ImageSize(width: 64, height: 40))
  }

  @Test func anImageOfUnknownSizeShowsItsDescriptionAlone() throws {
    try #require(scene.panelView).flag.size = nil
    #expect(stage.render().contains("flag: (image: Flag of Germany)\n"))
  }

  @Test func anImageTakesNoInput() {
    #expect(throws: StageError.wrongKind(id: "flag", expected: .button, actual: .image)) {
      try stage.tap("flag")
    }
  }
}
