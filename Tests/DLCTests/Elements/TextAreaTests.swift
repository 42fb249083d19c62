import DLC
import Testing

@MainActor
@Suite struct TextAreaTests {
  var (stage, scene) = Stage.showing(PanelController())

  @Test func typeReplacesTheTextLineBreaksIncluded() throws {
    try stage.type("First line\nSecond line", into: "note")
    #expect(scene.notes == ["First line\nSecond line"])
  }

  @Test func rendersLineByLineUnderItsId() throws {
    try stage.type("First line\nSecond line", into: "note")
    #expect(
      stage.render().contains(
        """
        note:
          | First line
          | Second line
        """))
  }

  @Test func anEmptyAreaShowsItsPlaceholder() {
    #expect(stage.render().contains("note: | (A note)"))
  }

  @Test func aDisabledAreaRefusesTextAndSaysItIsDisabled() {
    scene.panelView?.note.isEnabled = false
    #expect(throws: StageError.disabled(id: "note")) { try stage.type("x", into: "note") }
    #expect(stage.render().contains("note: | (A note) (disabled)"))
  }
}
