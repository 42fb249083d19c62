import Testing

@testable import DLCBenchmarks

@Test(arguments: ["demo@example.com", "ada.lovelace@example.org", "a@b.co"])
func emailCheckAcceptsAddressesWithOneAtAndADottedDomain(_ address: String) {
  #expect(EmailCheck.isPlausible(address))
}

@Test(arguments: [
  "demo.example.com", "demo@example", "@example.com", "demo@@example.com", "de mo@example.com",
  "demo@.com", "demo@example.",
])
func emailCheckRejectsOtherAddresses(_ address: String) {
  #expect(!EmailCheck.isPlausible(address))
}
