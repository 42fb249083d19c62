import Testing

@testable import DLCBenchmarks

@Test(arguments: [
  "demo@example.com", "ada.lovelace@example.org", "a@b.co", "o'brien+news@mail.example.co.uk",
  "josé@exämple.de", "ada@my-example.com", "ada@example.x1",
])
func emailCheckAcceptsWhatTheEmailRuleAccepts(_ address: String) {
  #expect(EmailCheck.isValid(address))
}

@Test(arguments: ["demo.example.com", "demo@@example.com", "@example.com", "de mo@example.com"])
func emailCheckRefusesAnythingButOneAtWithTextBeforeIt(_ address: String) {
  #expect(!EmailCheck.isValid(address))
}

@Test(arguments: [".ada@example.com", "ada.@example.com", "a..b@example.com", "ad(a@example.com"])
func emailCheckRefusesALocalPartWithMisplacedDotsOrSymbolsOutsideAtext(_ address: String) {
  #expect(!EmailCheck.isValid(address))
}

@Test(arguments: [
  "demo@example", "demo@.com", "demo@example.", "ada@-example.com", "ada@example-.com",
  "ada@exa_mple.com", "ada@example.c", "ada@example.123",
])
func emailCheckRefusesADomainWithoutTwoWellFormedLabels(_ address: String) {
  #expect(!EmailCheck.isValid(address))
}

@Test(arguments: ["zero\u{200B}width@example.com", "ada\u{00A0}@example.com"])
func emailCheckRefusesInvisibleAndBlankScalarsBeyondASCII(_ address: String) {
  #expect(!EmailCheck.isValid(address))
}
