import Testing

@testable import DLCWeb

struct SessionSecretTests {
  @Test func isThirtyTwoLowercaseHexDigits() {
    let secret = SessionSecret.make()
    #expect(secret.count == 32)
    #expect(SessionSecret.isWellFormed(secret))
  }

  @Test func differsEachTime() {
    let secrets = Set((0..<100).map { _ in SessionSecret.make() })
    #expect(secrets.count == 100)
  }

  @Test func refusesAnythingElse() {
    #expect(!SessionSecret.isWellFormed("ABCDEF0123456789ABCDEF0123456789"))
    #expect(!SessionSecret.isWellFormed("abc"))
  }
}
