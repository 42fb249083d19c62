import DLC
import Testing

@MainActor
@Suite struct TextRendererTests {
  @Test func rendersEveryKindOfElementWithItsId() throws {
    let stage = Stage()
    let scene = SampleController(title: "Sample")
    stage.setRoot(scene)
    let view = try #require(scene.sampleView)
    view.items.selectedIndex = 1
    view.save.isEnabled = false
    #expect(
      stage.render() == """
        [Sample] Sample
        title: Hello
        name: [] (Your name)
        secret: [***]
        save: <Save> (disabled)
        items:
            1. One
          > 2. Two
        footer:
          note: Inside
        """)
  }

  @Test func leavesHiddenElementsOut() throws {
    let stage = Stage()
    let scene = SampleController()
    stage.setRoot(scene)
    let view = try #require(scene.sampleView)
    view.footer.isHidden = true
    view.title.isHidden = true
    #expect(!stage.render().contains("title:"))
    #expect(!stage.render().contains("note:"))
  }

  @Test func drawsTheAlertAfterTheScene() {
    let stage = Stage()
    stage.setRoot(SampleController())
    stage.showAlert(
      Alert(title: "Server unreachable", message: "Try again later.", buttons: [.ok]))
    #expect(
      stage.render().hasSuffix(
        """
        note: Inside
        --- alert: Server unreachable ---
        Try again later.
        ok: <OK>
        """))
  }

  @Test func marksAModalAndAnEmptyList() throws {
    let stage = Stage()
    stage.setRoot(SampleController(title: "Root"))
    let modal = SampleController(title: "Modal")
    stage.present(modal)
    try #require(modal.sampleView).items.rows = []
    let text = stage.render()
    #expect(text.hasPrefix("[Modal] Modal (modal)\n"))
    #expect(text.contains("items: (empty)"))
  }

  @Test func anEmptyStageSaysSo() {
    #expect(Stage().render() == "(no scene)")
  }
}
