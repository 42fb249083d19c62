import Testing

@testable import ValidationWorker

@Test func invalidPatternDoesNotCompile() {
  #expect(WholeValuePattern("[a-") == nil)
  #expect(WholeValuePattern("a)(b") == nil)
}

/// A pattern, values it must match as a whole and values it must not, and why.
struct WholeValueCase: Sendable, CustomTestStringConvertible {
  let pattern: String
  let matching: [String]
  let notMatching: [String]
  let reason: String

  var testDescription: String { "\(pattern.debugDescription): \(reason)" }
}

private let wholeValueCases = [
  WholeValueCase(
    pattern: "a|ab", matching: ["ab", "a"], notMatching: ["abc"],
    reason: "alternation matches the whole value, not the first branch"),
  WholeValueCase(
    pattern: "^[a-z]+$", matching: ["abc"], notMatching: ["abc\ndef", "abc\n"],
    reason: "line anchors do not let another line through"),
  WholeValueCase(
    pattern: "(?i)abc", matching: ["ABC"], notMatching: [], reason: "inline flags apply"),
  WholeValueCase(
    pattern: "(?x) [a-z]+ # lower-case letters", matching: ["abc"], notMatching: ["abc1"],
    reason: "a free-spacing pattern ending in a comment still matches whole"),
  WholeValueCase(
    pattern: "\\Qa)", matching: ["a)"], notMatching: ["a)b", "xa)"],
    reason: "a pattern ending inside quoting matches whole"),
  WholeValueCase(
    pattern: ".{2}", matching: ["😀x"], notMatching: ["😀xy"],
    reason: "a pattern matches beyond the basic multilingual plane"),
]

@Test(arguments: wholeValueCases)
func aPatternMatchesOnlyWholeValues(_ example: WholeValueCase) throws {
  let pattern = try #require(WholeValuePattern(example.pattern))
  for value in example.matching {
    #expect(pattern.matches(value), "\(value.debugDescription)")
  }
  for value in example.notMatching {
    #expect(!pattern.matches(value), "\(value.debugDescription)")
  }
}
