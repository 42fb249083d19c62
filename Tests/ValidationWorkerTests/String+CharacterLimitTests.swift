import Testing

@testable import ValidationWorker

@Test func moreCharactersThanLimitAtTheEdges() {
  #expect(!"".hasMoreCharacters(than: 0))
  #expect("a".hasMoreCharacters(than: 0))
  #expect(!"abc".hasMoreCharacters(than: 3))
  #expect("abcd".hasMoreCharacters(than: 3))
}

@Test func moreCharactersThanANegativeLimitHoldsForEveryString() {
  #expect("".hasMoreCharacters(than: -1))
}

@Test func moreCharactersCountsGraphemeClustersNotBytes() {
  let accented = String(repeating: "e\u{301}", count: 3)  // 9 bytes
  #expect(!accented.hasMoreCharacters(than: 3))
  #expect(accented.hasMoreCharacters(than: 2))
  let family = "👨‍👩‍👧‍👦"  // 25 bytes
  #expect(!family.hasMoreCharacters(than: 1))
  #expect(!(family + family).hasMoreCharacters(than: 2))
  #expect((family + family).hasMoreCharacters(than: 1))
}

@Test func atLeastCharactersAtTheEdges() {
  #expect("".hasAtLeastCharacters(0))
  #expect(!"".hasAtLeastCharacters(1))
  #expect("ab".hasAtLeastCharacters(2))
  #expect(!"ab".hasAtLeastCharacters(3))
  #expect("🇩🇪🇫🇷".hasAtLeastCharacters(2))
  #expect(!"🇩🇪🇫🇷".hasAtLeastCharacters(3))
}

@Test func blankMeansEmptyOrWhitespaceOnly() {
  #expect("".isBlank)
  #expect(" \t\r\n\u{00A0}\u{2003}".isBlank)
  #expect(!" a ".isBlank)
  #expect(!"\u{200B}".isBlank)
}
