import DLC
import Testing

@MainActor
@Suite struct HorizontalStackTests {
  var (stage, scene) = Stage.showing(PanelController())

  @Test func rendersItsChildrenSideBySide() {
    #expect(stage.render().contains("actions:   save: <Save>   cancel: <Cancel>"))
  }

  @Test func childrenTooWideForEightyColumnsAreListedOneUnderTheOther() throws {
    try #require(scene.panelView).save.title = String(repeating: "Save ", count: 14)
    let lines = stage.render().split(separator: "\n")
    #expect(lines.contains("actions:"))
    #expect(lines.contains("  cancel: <Cancel>"))
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  @Test func itsChildrenTakeInputAndAHiddenStackHidesThem() throws {
    try stage.tap("save")
    try #require(scene.panelView).actions.isHidden = true
    #expect(throws: StageError.hidden(id: "save")) { try stage.tap("save") }
    #expect(!stage.render().contains("actions:"))
  }
}
