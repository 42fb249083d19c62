import Testing

@testable import DLCCommandLine

struct KeyDecoderTests {
  private func keys(_ bytes: [UInt8]) -> [EditKey] {
    var decoder = KeyDecoder()
    return decoder.keys(from: bytes)
  }

  @Test func printableTextIsCharactersUTF8Included() {
    #expect(keys(Array("aé🇩🇪".utf8)) == ["a", "é", "🇩", "🇪"].map { .character(Character($0)) })
  }

  @Test(arguments: [
    ([0x1B, 0x5B, 0x41], EditKey.up), ([0x1B, 0x5B, 0x42], .down),
    ([0x1B, 0x5B, 0x43], .right), ([0x1B, 0x5B, 0x44], .left),
    ([0x1B, 0x4F, 0x43], .right), ([0x1B, 0x4F, 0x48], .home), ([0x1B, 0x5B, 0x48], .home),
    ([0x1B, 0x5B, 0x46], .end), ([0x1B, 0x5B, 0x31, 0x7E], .home),
    ([0x1B, 0x5B, 0x34, 0x7E], .end),
    ([0x1B, 0x5B, 0x37, 0x7E], .home), ([0x1B, 0x5B, 0x38, 0x7E], .end),
    ([0x1B, 0x5B, 0x33, 0x7E], .delete),
  ])
  func escapeSequencesAreTheirKeys(bytes: [UInt8], key: EditKey) {
    #expect(keys(bytes) == [key])
  }

  @Test(arguments: [
    (UInt8(0x01), EditKey.home), (0x05, .end), (0x02, .left), (0x06, .right), (0x7F, .backspace),
    (0x08, .backspace), (0x17, .deleteWord), (0x15, .deleteToStart), (0x0B, .deleteToEnd),
    (0x09, .tab), (0x0D, .enter), (0x0A, .enter), (0x03, .interrupt), (0x04, .endOfInput),
    (0x10, .up), (0x0E, .down), (0x0C, .clearScreen), (0x1A, .suspend),
  ])
  func controlKeysAreTheirKeys(byte: UInt8, key: EditKey) {
    #expect(keys([byte]) == [key])
  }

  @Test func altBracketThenEnterIsEnter() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: [0x1B, 0x5B]) == [])
    #expect(decoder.keys(from: [0x0D]) == [.enter])
    #expect(decoder.keys(from: [0x61]) == [.character("a")])
  }

  @Test func aSequenceSplitAcrossReadsWaitsForItsEnd() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: [0x1B, 0x5B]) == [])
    #expect(decoder.keys(from: [0x43, 0x61]) == [.right, .character("a")])
    #expect(decoder.keys(from: [0xC3]) == [])
    #expect(decoder.keys(from: [0xA9]) == [.character("é")])
  }

  @Test func unknownSequencesAndInvalidBytesAreDropped() {
    #expect(keys([0x1B, 0x5B, 0x39, 0x39, 0x7E, 0x61]) == [.character("a")])
    #expect(keys([0xFF, 0x62]) == [.character("b")])
  }

  // MARK: - Bracketed paste

  private func pasted(_ text: String) -> [UInt8] {
    Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
  }

  @Test func aPastedControlCharacterIsTextNotAKey() {
    #expect(
      keys(pasted("a\u{03}\u{04}\u{09}\u{1B}]0;x\u{07}\u{00}"))
        == ["a", "\u{03}", "\u{04}", "\u{09}", "\u{1B}", "]", "0", ";", "x", "\u{07}", "\u{00}"]
        .map { .character(Character($0)) })
  }

  @Test func aPastedLineBreakIsEnterSoEachPastedLineIsALine() {
    #expect(
      keys(pasted("a\r\nb\nc\r"))
        == [.character("a"), .enter, .character("b"), .enter, .character("c"), .enter])
  }

  @Test func aPastedCarriageReturnAndLineFeedSplitAcrossReadsAreOneEnter() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: Array("\u{1B}[200~a\r".utf8)) == [.character("a"), .enter])
    #expect(decoder.keys(from: Array("\nb\u{1B}[201~".utf8)) == [.character("b")])
  }

  @Test func aTypedCarriageReturnAndLineFeedAreOneEnter() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: [0x61, 0x0D]) == [.character("a"), .enter])
    #expect(decoder.keys(from: [0x0A, 0x0A]) == [.enter])
  }

  @Test func keysAreKeysAgainOnceThePasteEnds() {
    #expect(
      keys(pasted("\u{03}") + [0x03, 0x1B, 0x5B, 0x41]) == [.character("\u{03}"), .interrupt, .up])
  }

  @Test func aPastesEndMarkSplitAcrossReadsEndsIt() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: Array("\u{1B}[200~a\u{1B}[2".utf8)) == [.character("a")])
    #expect(decoder.keys(from: Array("01~\u{03}".utf8)) == [.interrupt])
  }

  @Test func anEscapeInAPasteThatDoesNotEndItIsText() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: Array("\u{1B}[200~\u{1B}[".utf8)) == [])
    #expect(
      decoder.keys(from: Array("A\u{1B}[201~".utf8))
        == [.character("\u{1B}"), .character("["), .character("A")])
  }

  @Test func anAbandonedPasteTakesTheBytesThatFollowAsKeys() {
    var decoder = KeyDecoder()
    #expect(
      decoder.keys(from: Array("\u{1B}[200~a\u{03}".utf8))
        == ["a", "\u{03}"].map { .character(Character($0)) })
    #expect(decoder.isPasting)
    decoder.abandonPaste()
    #expect(decoder.keys(from: [0x03]) == [.interrupt])
  }
}
