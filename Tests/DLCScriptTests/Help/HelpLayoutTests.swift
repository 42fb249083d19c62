import Testing

@testable import DLCScript

struct HelpLayoutTests {
  @Test func aUsageLineBreaksBeforeThePartThatWouldPassTheWidthAndGoesOnUnderTheFirstPart() {
    let parts = (1...8).map { "[--option-\($0) VALUE]" }

    let text = HelpLayout.usage("Usage: shop run", parts)

    #expect(
      text == """
        Usage: shop run [--option-1 VALUE] [--option-2 VALUE] [--option-3 VALUE]
                        [--option-4 VALUE] [--option-5 VALUE] [--option-6 VALUE]
                        [--option-7 VALUE] [--option-8 VALUE]
        """)
  }

  @Test func aUsageLineKeepsAPartLongerThanTheWidthBesideTheCommand() {
    let part = "[--" + String(repeating: "x", count: 90) + "]"

    #expect(HelpLayout.usage("Usage: shop", [part]) == "Usage: shop " + part)
  }

  @Test func aTableAlignsTheExplanationsInOneColumn() {
    let text = HelpLayout.table([("--json", "print JSON"), ("--port N", "the port")])

    #expect(text == "  --json    print JSON\n  --port N  the port")
  }

  @Test func aLabelWiderThanTheSharedColumnHasItsExplanationOnTheNextLine() {
    let label = "--a-very-long-option-name VALUE"

    let text = HelpLayout.table([("--json", "print JSON"), (label, "what it does")])

    #expect(text == "  --json  print JSON\n  \(label)\n          what it does")
  }

  @Test func anExplanationIsWrappedAtTheWidthUnderItsColumn() {
    let text = HelpLayout.table([("--json", String(repeating: "word ", count: 30))])

    let lines = text.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.count <= HelpLayout.width })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("          word") })
  }

  @Test func proseIsLaidOutAgainParagraphByParagraph() {
    let text = HelpLayout.prose(
      "One short\nparagraph.\n\n" + String(repeating: "A longer one. ", count: 8))

    #expect(
      text == """
        One short paragraph.

        A longer one. A longer one. A longer one. A longer one. A longer one. A longer
        one. A longer one. A longer one.
        """)
  }

  @Test func aWordLongerThanTheWidthHasALineOfItsOwn() {
    let word = String(repeating: "x", count: 90)

    #expect(HelpLayout.wrap("a \(word) b", to: 80) == ["a", word, "b"])
  }
}
