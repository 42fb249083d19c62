import Testing

@testable import Scenes

@Suite struct AccountTests {
  private let account = Account.demo

  @Test func theDemoAccountIsDemoAtExampleDotCom() {
    #expect(account.email == "demo@example.com")
    #expect(account.name == "Demo User")
    #expect(account.accepts(email: "demo@example.com", password: "atlas-demo-1"))
  }

  @Test func acceptsTheEmailInAnyCase() {
    #expect(account.accepts(email: "DEMO@example.Com", password: "atlas-demo-1"))
  }

  @Test func refusesAnotherEmail() {
    #expect(!account.accepts(email: "demo@example.org", password: "atlas-demo-1"))
  }

  @Test func refusesThePasswordInAnotherCase() {
    #expect(!account.accepts(email: "demo@example.com", password: "Atlas-demo-1"))
  }

  @Test func refusesAPasswordWhoseAccentsAreComposedDifferently() {
    let composed = Account(id: "1", email: "a@example.com", name: "A", password: "caf\u{E9}")
    #expect(composed.accepts(email: "a@example.com", password: "caf\u{E9}"))
    #expect(!composed.accepts(email: "a@example.com", password: "cafe\u{301}"))
  }

  @Test func itsUserCarriesIdEmailAndName() {
    #expect(account.user == User(id: account.id, email: account.email, name: account.name))
  }

  @Test func itsDescriptionLeavesThePasswordOut() {
    #expect(!String(describing: account).contains(account.password))
    #expect(String(describing: account).contains(account.email))
  }
}
