import DLC
import DLCScript
import Foundation
import Testing

@MainActor
struct CommandResultTests {
  /// The form each test plays on, made anew for each, as the suite is.
  private let form = FormStage()

  private func object(_ json: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(value as? [String: Any])
  }

  @Test func jsonHasEveryKeyOnOneLine() async throws {
    let json = await form.session.execute("tap save").renderJSON()
    #expect(!json.contains("\n"))
    let keys = try object(json).keys.sorted()
    #expect(
      keys == ["changed", "column", "command", "error", "line", "ok", "output", "screen", "type"])
  }

  @Test(arguments: [
    "tap save", "tap locked", "show", "expect name is \"a\\u{7F}b\"", "bogus \u{9B}",
  ])
  func jsonIsWhatTheEncoderWrites(line: String) async throws {
    let result = await form.session.execute(line)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let encoded = VisibleText.escapingJSON(
      String(decoding: try encoder.encode(result), as: UTF8.self))

    #expect(result.renderJSON() == encoded)
  }

  @Test func jsonOfACommandThatWorkedHasANullError() async throws {
    let fields = try object(await form.session.execute("tap save").renderJSON())
    #expect(fields["error"] is NSNull)
    #expect(fields["ok"] as? Bool == true)
    #expect(fields["command"] as? String == "tap save")
    #expect((fields["screen"] as? [String: Any])?["scene"] as? String == "Saved")
  }

  @Test func jsonOfAFailedCommandCarriesItsError() async throws {
    let fields = try object(await form.session.execute("tap locked").renderJSON())
    #expect(fields["ok"] as? Bool == false)
    #expect(fields["error"] as? String == "'locked' is disabled")
  }

  @Test func jsonScreenIsTheRenderersTree() async throws {
    let result = await form.session.execute("show")
    let fields = try object(result.renderJSON())
    let screen = try JSONSerialization.data(withJSONObject: try #require(fields["screen"]))
    #expect(try JSONDecoder().decode(ScreenSnapshot.self, from: screen) == result.screen)
  }
}
