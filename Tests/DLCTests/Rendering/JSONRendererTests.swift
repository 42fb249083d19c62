import DLC
import Foundation
import FuzzSupport
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

  @Test func writesWhatTheEncoderWritesForEveryKindOfElementAndAnyText() throws {
    var random = SplitMix64(seed: 0x4A53_4F4E)
    for round in 0..<300 {
      let screen = try Self.randomScreen(using: &random)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      let encoded = VisibleText.escapingJSON(
        String(decoding: try encoder.encode(screen), as: UTF8.self))
      #expect(JSONRenderer.render(screen) == encoded, "round \(round)")
    }
  }

  /// A screen of every kind of element, some inside stacks, each key present or absent at
  /// random, its texts drawn from quotes, slashes, controls, bidirectional marks and emoji.
  private static func randomScreen(using random: inout SplitMix64) throws -> ScreenSnapshot {
    func pick<Value>(_ values: [Value]) -> Value {
      values[Int.random(in: 0..<values.count, using: &random)]
    }
    func text() -> String {
      let pieces = [
        "a", "Zürich", "/", "\"", "\\", "\u{0}", "\u{8}", "\u{C}", "\n", "\r", "\t", "\u{1B}",
        "\u{1F}", "\u{7F}", "\u{85}", "\u{9B}", "\u{A0}", "\u{202E}", "\u{2066}", "\u{2028}",
        "🇩🇪", "e\u{301}", " ", "",
      ]
      return (0..<Int.random(in: 0...6, using: &random)).map { _ in
        pick(pieces)
      }.joined()
    }
    func maybe(_ value: @autoclosure () -> Any) -> Any? {
      Bool.random(using: &random) ? value() : nil
    }
    func makeElement(depth: Int) -> [String: Any] {
      let kind = pick(ElementKind.allCases)
      var element: [String: Any] = [
        "id": text(), "kind": kind.rawValue, "enabled": Bool.random(using: &random),
        "hidden": Bool.random(using: &random),
      ]
      let fractions = [0, 1, 0.5, 1.0 / 3, 0.000_01, 0.25, 0.999_999, 0.1]
      let optional: [String: Any?] = [
        "text": maybe(text()), "title": maybe(text()), "placeholder": maybe(text()),
        "secure": maybe(Bool.random(using: &random)),
        "rows": maybe((0..<Int.random(in: 0...3, using: &random)).map { _ in text() }),
        "selectedRow": maybe(Int.random(in: 1...99, using: &random)),
        "on": maybe(Bool.random(using: &random)),
        "options": maybe((0..<Int.random(in: 0...3, using: &random)).map { _ in text() }),
        "size": maybe([
          "width": Int.random(in: 0...4_000, using: &random),
          "height": Int.random(in: 0...4_000, using: &random),
        ]),
        "fraction": maybe(pick(fractions)),
        "scene": maybe(text()),
        "children": depth < 2
          ? maybe(
            (0..<Int.random(in: 0...3, using: &random)).map { _ in makeElement(depth: depth + 1) })
          : nil,
      ]
      for (key, value) in optional {
        if let value {
          element[key] = value
        }
      }
      return element
    }
    var screen: [String: Any] = [
      "title": text(), "modal": Bool.random(using: &random),
      "elements": (0..<Int.random(in: 0...6, using: &random)).map { _ in makeElement(depth: 0) },
    ]
    screen["scene"] = maybe(text())
    if Bool.random(using: &random) {
      let buttons = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        var button: [String: Any] = ["id": text(), "title": text()]
        button["role"] = maybe(pick(["destructive", "cancel"]))
        return button
      }
      var alert: [String: Any] = ["title": text(), "message": text(), "buttons": buttons]
      alert["style"] = maybe("confirmation")
      screen["alert"] = alert
    }
    let data = try JSONSerialization.data(withJSONObject: screen)
    return try JSONDecoder().decode(ScreenSnapshot.self, from: data)
  }
}
