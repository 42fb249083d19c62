import Testing

@testable import ValidationWorker

@Test func invalidPatternDoesNotCompile() {
  #expect(WholeValuePattern("[a-") == nil)
  #expect(WholeValuePattern("a)(b") == nil)
}

@Test func alternationMatchesTheWholeValueNotTheFirstBranch() throws {
  let pattern = try #require(WholeValuePattern("a|ab"))
  #expect(pattern.matches("ab"))
  #expect(pattern.matches("a"))
  #expect(!pattern.matches("abc"))
}

@Test func lineAnchorsDoNotLetAnotherLineThrough() throws {
  let pattern = try #require(WholeValuePattern("^[a-z]+$"))
  #expect(pattern.matches("abc"))
  #expect(!pattern.matches("abc\ndef"))
  #expect(!pattern.matches("abc\n"))
}

@Test func inlineFlagsApply() throws {
  let pattern = try #require(WholeValuePattern("(?i)abc"))
  #expect(pattern.matches("ABC"))
}

@Test func freeSpacingPatternEndingInACommentStillMatchesWhole() throws {
  let pattern = try #require(WholeValuePattern("(?x) [a-z]+ # lower-case letters"))
  #expect(pattern.matches("abc"))
  #expect(!pattern.matches("abc1"))
}

@Test func patternEndingInsideQuotingMatchesWhole() throws {
  let pattern = try #require(WholeValuePattern("\\Qa)"))
  #expect(pattern.matches("a)"))
  #expect(!pattern.matches("a)b"))
  #expect(!pattern.matches("xa)"))
}

@Test func patternMatchesBeyondTheBasicMultilingualPlane() throws {
  let pattern = try #require(WholeValuePattern(".{2}"))
  #expect(pattern.matches("😀x"))
  #expect(!pattern.matches("😀xy"))
}
