import Testing

@testable import DLCScript

/// Quoted texts in messages: cut short past the longest kept, each on its own.
struct QuotingTests {
  private let longest = Quoting.longestQuoted

  @Test func aShortMessageIsLeftAsItIs() {
    let message = #"expected 'title' to be "Atlas", but it is "Welcome""#
    #expect(Quoting.shorteningQuotedTexts(in: message) == message)
  }

  @Test func eachLongQuotedTextIsCutOnItsOwnAndTheRestIsKept() {
    let long = String(repeating: "x", count: longest + 7)
    let message = "expected \(Quoting.quoted(long)) but it is \(Quoting.quoted(long)) here"

    let kept = String(repeating: "x", count: longest)
    #expect(
      Quoting.shorteningQuotedTexts(in: message)
        == "expected \"\(kept)\"… (7 more) but it is \"\(kept)\"… (7 more) here")
  }

  @Test func anEscapedQuoteDoesNotEndTheQuotedText() {
    // Counted as written in the message: the escaped quote is two of its scalars.
    let text = "\"" + String(repeating: "y", count: longest)
    let message = "is \(Quoting.quoted(text)) and \"short\""

    let shortened = Quoting.shorteningQuotedTexts(in: message)

    #expect(shortened.hasSuffix("\"… (2 more) and \"short\""), "\(shortened.suffix(40))")
  }
}
