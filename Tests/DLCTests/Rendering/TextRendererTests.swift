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
    stage.topScene?.showAlert(
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

  @Test func controlCharactersFromAServerAreShownVisiblyInEveryText() throws {
    let stage = Stage()
    let scene = SampleController(title: "Sample")
    stage.setRoot(scene)
    let view = try #require(scene.sampleView)
    view.title.text = "Ger\u{1B}[2J\u{1B}]0;owned\u{07}many\r\nsave: <Forged>"
    view.items.rows = ["\u{9B}31mRed", "nul\u{0}\u{7F}", "\u{202E}txet"]
    scene.showAlert(Alert(title: "Bad\u{1B}[H", message: "one\ntwo\u{8}", buttons: [.ok]))

    let text = stage.render()

    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
    #expect(text.contains(#"title: Ger\u{1B}[2J\u{1B}]0;owned\u{7}many\u{D}\u{A}save: <Forged>"#))
    #expect(text.contains(#"1. \u{9B}31mRed"#))
    #expect(text.contains(#"2. nul\u{0}\u{7F}"#))
    #expect(text.contains(#"3. \u{202E}txet"#))
    #expect(text.contains(#"--- alert: Bad\u{1B}[H ---"#))
    // An alert's message keeps its own lines.
    #expect(text.contains("\none\ntwo\\u{8}\n"))
  }
}
