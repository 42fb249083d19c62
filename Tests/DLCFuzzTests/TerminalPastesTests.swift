import Testing

@testable import DLCFuzz

struct TerminalPastesTests {
  @Test func aPasteHasTheLengthAskedAndNoControlCharacter() {
    var generator = LineGenerator(seed: 3, corpus: ["tap signIn", "type query \u{1B}[2Jger"])
    for length in [1, 1_000, 8_000] {
      let paste = TerminalPastes.paste(of: length, from: &generator)
      #expect(paste.unicodeScalars.count == length)
      #expect(
        !paste.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
  }
}
