import DLC
import Foundation
import Testing

@MainActor
@Suite struct JSONRendererTests {
  @Test func rendersTheDocumentedSchema() {
    let stage = Stage()
    stage.setRoot(SampleController(title: "Sample"))
    let expected =
      #"{"elements":["#
      + #"{"enabled":true,"hidden":false,"id":"title","kind":"label","text":"Hello"},"#
      + #"{"enabled":true,"hidden":false,"id":"name","kind":"field","placeholder":"Your name","secure":false,"text":""},"#
      + #"{"enabled":true,"hidden":false,"id":"secret","kind":"field","placeholder":"","secure":true,"text":"***"},"#
      + #"{"enabled":true,"hidden":false,"id":"save","kind":"button","text":"Save"},"#
      + #"{"enabled":true,"hidden":false,"id":"items","kind":"list","rows":["One","Two"]},"#
      + #"{"children":[{"enabled":true,"hidden":false,"id":"note","kind":"label","text":"Inside"}],"#
      + #""enabled":true,"hidden":false,"id":"footer","kind":"stack"}"#
      + #"],"modal":false,"scene":"Sample","title":"Sample"}"#
    #expect(stage.renderJSON() == expected)
  }

  @Test func anEmptyStageHasANullScene() {
    #expect(Stage().renderJSON() == #"{"elements":[],"modal":false,"scene":null,"title":""}"#)
  }

  @Test func includesTheAlert() {
    let stage = Stage()
    stage.setRoot(SampleController())
    stage.topScene?.showAlert(Alert(title: "Oops", message: "Broken"))
    #expect(
      stage.renderJSON().contains(
        #""alert":{"buttons":[{"id":"ok","title":"OK"}],"message":"Broken","title":"Oops"}"#))
  }

  @Test func roundTripsThroughTheSnapshotType() throws {
    let stage = Stage()
    stage.setRoot(SampleController())
    let decoded = try JSONDecoder().decode(
      ScreenSnapshot.self, from: Data(stage.renderJSON().utf8))
    #expect(decoded == stage.snapshot())
  }

  @Test func controlCharactersAreKeptExactlyAndEscapedAsJSON() throws {
    let stage = Stage()
    let scene = SampleController(title: "Sample")
    stage.setRoot(scene)
    let name = "Ger\u{1B}[2J\u{9B}1m\u{7F}\u{0}\r\n\u{202E}"
    try #require(scene.sampleView).title.text = name

    let json = JSONRenderer.render(stage.snapshot())

    #expect(!json.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    #expect(json.contains(#"\u001b[2J\u009b1m\u007f\u0000\r\n\u202e"#))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let elements = try #require(object["elements"] as? [[String: Any]])
    #expect(elements.first { $0["id"] as? String == "title" }?["text"] as? String == name)
  }
}
