import Testing

@testable import DLCScript

struct SuggestionTests {
  @Test(arguments: [("tpa", "tap"), ("shwo", "show"), ("exepct", "expect"), ("Back", "back")])
  func suggestsTheCommandOneTypoAway(written: String, meant: String) {
    #expect(Suggestion.closest(to: written, among: ["show", "tap", "back", "expect"]) == meant)
  }

  @Test func suggestsNothingForAFarWord() {
    #expect(Suggestion.closest(to: "frobnicate", among: ["show", "tap"]) == nil)
  }

  @Test func shortCandidatesAllowOnlyOneEdit() {
    #expect(Suggestion.closest(to: "tx", among: ["tap"]) == nil)
    #expect(Suggestion.closest(to: "ta", among: ["tap"]) == "tap")
  }

  @Test func prefersTheClosestCandidate() {
    #expect(Suggestion.closest(to: "emial", among: ["email", "emails2"]) == "email")
  }

  @Test func ofTwoAsCloseTheOneTheWordBeginsWins() {
    #expect(Suggestion.closest(to: "typ", among: ["tap", "type"]) == "type")
    #expect(Suggestion.closest(to: "typ", among: ["type", "tap"]) == "type")
  }

  @Test func neverSuggestsTheWordItself() {
    #expect(Suggestion.closest(to: "tap", among: ["tap"]) == nil)
  }
}
