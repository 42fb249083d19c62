import DLC
import Foundation
import Testing

struct SecretTextTests {
  private struct State {
    var email = "demo@example.com"
    var password: SecretText = "shelf-pass-1"
  }

  @Test func itsDescriptionsShowTheMaskOnly() {
    let secret = SecretText("shelf-pass-1")
    #expect(String(describing: secret) == SecretText.mask)
    #expect(String(reflecting: secret) == SecretText.mask)
    #expect("\(secret)" == SecretText.mask)
  }

  @Test func aStateHoldingOneNeverPrintsTheText() {
    let state = State()
    var dumped = ""
    dump(state, to: &dumped)
    for text in [String(describing: state), String(reflecting: state), dumped] {
      #expect(!text.contains("shelf-pass-1"), "\(text)")
      #expect(text.contains(SecretText.mask), "\(text)")
    }
  }

  @Test func aMirrorReachesNothingBehindTheMask() {
    #expect(Mirror(reflecting: SecretText("shelf-pass-1")).children.isEmpty)
    let password = Mirror(reflecting: State()).descendant("password")
    #expect(password.map { String(reflecting: $0) } == SecretText.mask)
  }

  @Test func itEncodesAsTheMask() throws {
    let data = try JSONEncoder().encode(["password": SecretText("shelf-pass-1")])
    #expect(String(decoding: data, as: UTF8.self) == #"{"password":"********"}"#)
  }

  @Test func theTextIsReadOnlyByName() {
    let secret = SecretText("shelf-pass-1")
    #expect(secret.revealedText == "shelf-pass-1")
    #expect(secret.count == 12)
    #expect(!secret.isEmpty)
    #expect(SecretText().isEmpty)
  }
}
