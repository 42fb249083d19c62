import DLC
import Testing

@testable import Scenes

@Suite struct LoginLogicStateTests {
  private let state = Login.State(
    email: "demo@example.com", password: "atlas-demo-1", isSubmitting: false, error: nil)

  @Test func itsDescriptionNeverShowsThePassword() {
    #expect(!String(describing: state).contains("atlas-demo-1"))
    #expect(!String(reflecting: state).contains("atlas-demo-1"))
  }

  @Test func toolsSeeThePasswordMasked() {
    let mirror = Mirror(reflecting: state)
    #expect(mirror.descendant("password").map { String(reflecting: $0) } == SecretText.mask)
    #expect(mirror.descendant("email") as? String == "demo@example.com")
  }
}
