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
    stage.showAlert(Alert(title: "Oops", message: "Broken"))
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
}
