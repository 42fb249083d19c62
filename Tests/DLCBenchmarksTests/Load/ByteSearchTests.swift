import Testing

@testable import DLCBenchmarks

@Test func aPartInTheMiddleIsFound() {
  #expect(ByteSearch.contains("{\"scene\":\"Login\",\"title\":\"Sign in\"}", "\"scene\":\"Login\""))
}

@Test func aPartThatOnlyBeginsTheSameIsNotFound() {
  #expect(!ByteSearch.contains("Germ Georgia", "Germany"))
}

@Test func aPartLongerThanTheTextIsNotFound() {
  #expect(!ByteSearch.contains("Ge", "Germany"))
}

@Test func aPartAtTheVeryEndIsFound() {
  #expect(ByteSearch.contains("results: Georgia, Germany", "Germany"))
}
