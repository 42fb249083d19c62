import DLC
import Foundation
import Testing

@testable import DLCCommandLine

struct ScreenKeyTests {
  /// A screen as the JSON renderer writes it, with a button and a field of the given state.
  private func screen(
    scene: String = "Login", buttonEnabled: Bool = false, fieldText: String = "",
    title: String = "Sign in", alert: String = ""
  ) throws -> ScreenSnapshot {
    let json = """
      {"scene": "\(scene)", "title": "\(title)", "modal": false, \(alert)
       "elements": [
         {"id": "email", "kind": "field", "text": "\(fieldText)", "enabled": true, "hidden": false},
         {"id": "submit", "kind": "button", "text": "\(title)", "enabled": \(buttonEnabled),
          "hidden": false}]}
      """
    return try JSONDecoder().decode(ScreenSnapshot.self, from: Data(json.utf8))
  }

  private func key(_ screen: ScreenSnapshot, timers: Bool = false) -> ScreenKey {
    ScreenKey(of: screen, hasPendingTimers: timers, canGoBack: false)
  }

  @Test func textsDoNotMakeAnotherScreen() throws {
    #expect(
      key(try screen(fieldText: "a", title: "One"))
        == key(try screen(fieldText: "b", title: "Two")))
  }

  @Test func theDigestIsFNV1aOfTheSignatureTheSameInEveryProcess() throws {
    let key = key(try screen())
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in key.signature.utf8 {
      hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
    }
    #expect(key.digest == String(hash, radix: 16))
    #expect(key.digest != self.key(try screen(scene: "Search")).digest)
  }

  @Test func anEnabledButtonMakesAnotherScreen() throws {
    #expect(key(try screen(buttonEnabled: true)) != key(try screen()))
  }

  @Test func anEmptyFieldDiffersFromAFilledOne() throws {
    #expect(key(try screen(fieldText: "a")) != key(try screen()))
  }

  @Test func theSceneTheAlertAndPendingTimersMakeAnotherScreen() throws {
    let base = key(try screen())
    #expect(key(try screen(scene: "Search")) != base)
    let alert =
      #""alert": {"title": "T", "message": "M", "buttons": [{"id": "ok", "title": "OK"}]},"#
    #expect(key(try screen(alert: alert)) != base)
    #expect(key(try screen(), timers: true) != base)
  }
}
