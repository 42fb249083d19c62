import DLC
import Testing

@MainActor
@Suite struct SwitchTests {
  var (stage, scene) = Stage.showing(PanelController())

  @Test func toggleFlipsTheSwitchAndReportsTheNewValue() throws {
    try stage.toggle("millions")
    try stage.toggle("millions")
    #expect(scene.switches == [true, false])
    #expect(scene.panelView?.millions.isOn == false)
  }

  @Test func aDisabledSwitchRefusesToFlip() {
    scene.panelView?.millions.isEnabled = false
    #expect(throws: StageError.disabled(id: "millions")) { try stage.toggle("millions") }
    #expect(scene.switches.isEmpty)
  }

  @Test func aHiddenSwitchRefusesToFlip() {
    scene.panelView?.millions.isHidden = true
    #expect(throws: StageError.hidden(id: "millions")) { try stage.toggle("millions") }
  }

  @Test func togglingAButtonIsTheWrongKind() {
    #expect(throws: StageError.wrongKind(id: "save", expected: .toggle, actual: .button)) {
      try stage.toggle("save")
    }
  }

  @Test func rendersOnOrOffBeforeItsTitle() throws {
    #expect(stage.render().contains("millions: [off] Populations in millions"))
    try stage.toggle("millions")
    #expect(stage.render().contains("millions: [on] Populations in millions"))
    #expect(stage.snapshot().element(withID: "millions")?.isOn == true)
  }
}
