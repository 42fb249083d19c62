import Testing

@testable import ValidationWorker

/// An address, the verdict a person would expect for it, and why.
struct EmailCase: Sendable, CustomTestStringConvertible {
  let address: String
  let isValid: Bool
  let reason: String

  var testDescription: String {
    "\(address.debugDescription) \(isValid ? "valid" : "invalid"): \(reason)"
  }
}

private func valid(_ address: String, _ reason: String) -> EmailCase {
  EmailCase(address: address, isValid: true, reason: reason)
}

private func invalid(_ address: String, _ reason: String) -> EmailCase {
  EmailCase(address: address, isValid: false, reason: reason)
}

private let emailCases: [EmailCase] = [
  valid("demo@example.com", "a plain address"),
  valid("first.last@example.com", "dots between words of the local part"),
  valid("user+tag@example.co.uk", "a sub-address and a two-level public suffix"),
  valid("x@ex.io", "the shortest practical parts"),
  valid("USER@EXAMPLE.COM", "capitals"),
  valid("o'brien@example.ie", "an apostrophe"),
  valid("a_b-c@sub.domain-name.org", "underscore and hyphen locally, hyphen inside a label"),
  valid("1234@example.com", "a numeric local part"),
  valid("user@123.example.com", "a numeric label that is not the last"),
  valid("!#$%&'*+/=?^_`{|}~-@example.com", "every unquoted symbol RFC 5322 allows"),
  valid("info@ex--ample.com", "doubled hyphens inside a label"),
  valid("user@xn--bcher-kva.de", "a domain in punycode"),
  valid("user@xn--p1ai.xn--p1ai", "a top-level domain in punycode"),
  valid("jürgen@müller.de", "umlauts on both sides"),
  valid("e\u{301}mile@exa\u{301}mple.fr", "letters with combining accents"),
  valid("用户@例子.广告", "Chinese"),
  valid("почта@пример.рф", "Cyrillic with a two-letter top-level domain"),
  valid("שלום@דוגמה.ישראל", "Hebrew, written right to left"),
  valid("بريد@مثال.شبكة", "Arabic, written right to left"),
  valid("अजय@डाटा.भारत", "Devanagari with its vowel signs"),
  invalid("", "empty"),
  invalid("   ", "whitespace only"),
  invalid("plainaddress", "no @"),
  invalid("@example.com", "no local part"),
  invalid("user@", "no domain"),
  invalid("user@@example.com", "two @ in a row"),
  invalid("user@exa@mple.com", "two @ apart"),
  invalid("user@example", "a domain without a dot"),
  invalid("user@example.c", "a one-letter top-level domain"),
  invalid("user@.example.com", "a domain starting with a dot"),
  invalid("user@example.com.", "a domain ending with a dot"),
  invalid("user@example..com", "an empty label"),
  invalid("user@-example.com", "a label starting with a hyphen"),
  invalid("user@example-.com", "a label ending with a hyphen"),
  invalid("user@example.com-", "a top-level domain ending with a hyphen"),
  invalid("user@1.2.3.4", "a numeric top-level domain"),
  invalid("user@[192.168.0.1]", "an address literal"),
  invalid("user@exa_mple.com", "an underscore in the domain"),
  invalid(".user@example.com", "a local part starting with a dot"),
  invalid("user.@example.com", "a local part ending with a dot"),
  invalid("us..er@example.com", "doubled dots in the local part"),
  invalid("user name@example.com", "a space in the local part"),
  invalid("user@exam ple.com", "a space in the domain"),
  invalid(" user@example.com", "a leading space"),
  invalid("user@example.com ", "a trailing space"),
  invalid("user@example.com\n", "a trailing line break"),
  invalid("user@ex\tample.com", "a tab"),
  invalid("user\u{00A0}name@example.com", "a no-break space"),
  invalid("user@exa\u{3000}mple.com", "an ideographic space"),
  invalid("user@exam\u{200B}ple.com", "a zero-width space"),
  invalid("user@example.com\u{202E}", "a bidirectional override"),
  invalid("user,name@example.com", "a comma"),
  invalid("\"john doe\"@example.com", "a quoted local part"),
  invalid("john.doe@example.com (John)", "a trailing comment"),
  invalid("John <john@example.com>", "a display name"),
]

@Test(arguments: emailCases)
func emailCheckGivesTheExpectedVerdict(_ emailCase: EmailCase) {
  #expect(EmailAddressSyntax.isValid(emailCase.address) == emailCase.isValid)
}

@Test(arguments: emailCases)
func emailRuleAgreesWithTheCheck(_ emailCase: EmailCase) async {
  let found = await ValidationWorker().validate(
    emailCase.address, field: "Email", against: [.email])
  #expect(found.isEmpty == emailCase.isValid)
}

@Test func emailCheckReadsAddressesBuiltFromSubstrings() {
  let text = "contact: ada@example.com."
  let address = String(text.dropFirst(9).dropLast())
  #expect(EmailAddressSyntax.isValid(address))
  #expect(!EmailAddressSyntax.isValid(String(text.dropFirst(9))))
}
