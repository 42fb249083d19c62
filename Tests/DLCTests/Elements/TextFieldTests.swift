import DLC
import Testing

@MainActor
@Suite struct TextFieldTests {
  @Test func aSecureFieldIsMaskedInItsSnapshot() {
    let field = TextField(id: "password", text: "hunter22", isSecure: true)
    #expect(ElementSnapshot(of: field).text == "********")
  }

  @Test func aPlainFieldShowsItsText() {
    let field = TextField(id: "email", text: "a@b.co")
    #expect(ElementSnapshot(of: field).text == "a@b.co")
  }
}
