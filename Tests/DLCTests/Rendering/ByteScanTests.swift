import Testing

@testable import DLC

struct ByteScanTests {
  private func scan(_ bytes: [UInt8], others: [UInt8] = []) -> Bool {
    bytes.withUnsafeBytes { ByteScan.containsControlOrAny(of: others, in: $0) }
  }

  @Test func plainTextHoldsNoControl() {
    #expect(!scan(Array("Ordinary text, with digits 0123456789 and ~ signs.".utf8)))
  }

  @Test func aControlIsFoundAtEveryPositionInAWordAndInTheTail() {
    for position in 0..<19 {
      for control: UInt8 in [0x00, 0x09, 0x1B, 0x1F] {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 19)
        bytes[position] = control
        #expect(scan(bytes), "control \(control) at \(position)")
      }
    }
  }

  @Test func theBytesAskedForAreFoundAndNoOthers() {
    let text = Array("no quotes here, only 'apostrophes' and a backslash-free line".utf8)
    #expect(!scan(text, others: [UInt8(ascii: "\""), UInt8(ascii: "\\")]))
    for position in [0, 7, 8, 15, text.count - 1] {
      var marked = text
      marked[position] = UInt8(ascii: "\"")
      #expect(scan(marked, others: [UInt8(ascii: "\\"), UInt8(ascii: "\"")]))
    }
  }

  @Test func bytesJustAboveTheControlsAreNotControls() {
    #expect(!scan([0x20, 0x21, 0x7E, 0x80, 0xFF, 0x20, 0x20, 0x20, 0x41]))
  }

  @Test func printableASCIIIsEveryByteFromSpaceToTilde() {
    let printable = Array(UInt8(0x20)...UInt8(0x7E))
    #expect(printable.withUnsafeBytes(ByteScan.isPrintableASCII))
    #expect([UInt8]().withUnsafeBytes(ByteScan.isPrintableASCII))
  }

  @Test func aByteOutsidePrintableASCIIIsFoundAtEveryPositionInAWordAndInTheTail() {
    for position in 0..<19 {
      for outside: UInt8 in [0x00, 0x1F, 0x7F, 0x80, 0xC2, 0xE2, 0xFF] {
        var bytes = [UInt8](repeating: UInt8(ascii: "~"), count: 19)
        bytes[position] = outside
        #expect(
          !bytes.withUnsafeBytes(ByteScan.isPrintableASCII), "byte \(outside) at \(position)")
      }
    }
  }

  @Test func replacingLeavesTextWithoutTheNeedleUntouched() {
    #expect(ByteScan.replacing("secret", in: "nothing to hide", with: "***") == "nothing to hide")
    #expect(ByteScan.replacing("", in: "text", with: "***") == "text")
  }

  @Test func replacingReplacesEveryOccurrenceLeftToRightWithoutOverlap() {
    #expect(ByteScan.replacing("aa", in: "aaaaa", with: "*") == "**a")
    #expect(
      ByteScan.replacing("pw", in: "pw at start, pw in the middle, at the end pw", with: "•")
        == "• at start, • in the middle, at the end •")
  }

  @Test func aNeedleWhosePrefixRepeatsIsFoundAfterAFalseStart() {
    #expect(ByteScan.replacing("abab", in: "abaababx", with: "_") == "aba_x")
    #expect(ByteScan.replacing("aab", in: "aaab", with: "_") == "a_")
  }

  @Test func aSecretInsideAGraphemeClusterIsReplacedAllTheSame() {
    // "e" followed by a combining acute accent is one character; the bytes still match.
    #expect(ByteScan.replacing("e", in: "caf\u{65}\u{301}", with: "*") == "caf*\u{301}")
  }

  @Test func wholeWordsOnlyReplacesAnOccurrenceWithNoWordCharacterBesideIt() {
    let replaced = ByteScan.replacing(
      "ab", in: "ab xab abx _ab ab1 (ab) éab ab", with: "*", wholeWordsOnly: true)
    #expect(replaced == "* xab abx _ab ab1 (*) éab *")
  }

  @Test func aLongRunOfFlagsCostsNoMoreThanOtherText() {
    let flags = String(repeating: "🇩🇪", count: 50_000)
    #expect(ByteScan.replacing("pw", in: flags + "pw", with: "*") == flags + "*")
  }
}
