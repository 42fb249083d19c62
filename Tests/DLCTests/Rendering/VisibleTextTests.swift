import Testing

@testable import DLC

struct VisibleTextTests {
  @Test func textWithoutControlsIsReturnedAsItIs() {
    #expect(VisibleText.escaping("Zürich – “quoted” …") == "Zürich – “quoted” …")
  }

  @Test func c0AndDeleteAreWrittenVisibly() {
    #expect(VisibleText.escaping("a\u{1B}[2Jb\u{7F}\n") == "a\\u{1B}[2Jb\\u{7F}\\u{A}")
  }

  @Test func c1ControlsAreWrittenVisiblyAndTheirNeighboursKept() {
    #expect(VisibleText.escaping("\u{9B}31m é\u{85}") == "\\u{9B}31m é\\u{85}")
  }

  @Test func bidirectionalOverridesAndIsolatesAreWrittenVisibly() {
    #expect(VisibleText.escaping("x\u{202E}y\u{2066}z\u{2069}") == "x\\u{202E}y\\u{2066}z\\u{2069}")
  }

  @Test func otherCharactersSharingAControlsLeadByteAreKept() {
    // U+2013 and U+00A0 start with the lead bytes of the bidirectional and C1 controls.
    #expect(VisibleText.escaping("a–b\u{A0}c\u{2029}") == "a–b\u{A0}c\u{2029}")
  }

  @Test func aControlAtTheVeryEndIsWrittenVisibly() {
    #expect(VisibleText.escaping("end\u{202A}") == "end\\u{202A}")
    #expect(VisibleText.escaping("end\u{80}") == "end\\u{80}")
  }

  @Test func theLinesOfAMessageAreKeptAndTheirControlsEscaped() {
    #expect(VisibleText.escapingKeepingLines("one\u{7}\ntwo") == "one\\u{7}\ntwo")
  }

  @Test func picturingDrawsEachControlAsOneCharacterInItsPlace() {
    let line = "a\u{1B}]0;x\u{07}\u{7F}\u{9B}\u{202E}b"
    let shown = VisibleText.picturing(line)
    #expect(shown == "a\u{241B}]0;x\u{2407}\u{2421}\u{FFFD}\u{FFFD}b")
    #expect(shown.count == line.count)
  }
}
