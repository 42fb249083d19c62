import Testing

@testable import DLCTesting

@Suite struct LineDiffTests {
  private let eight = (1...8).map { "line \($0)" }

  @Test func identicalTextsHaveNoChanges() {
    let diff = LineDiff(old: "a\nb", new: "a\nb")
    #expect(!diff.hasChanges)
    #expect(diff.unified() == "")
    #expect(diff.rendered() == " a\n b")
  }

  @Test func aChangedLineIsShownRemovedThenInsertedWithItsContext() {
    var new = eight
    new[4] = "changed"
    let diff = LineDiff(old: eight, new: new)
    #expect(
      diff.unified(context: 1) == """
        @@ -4,3 +4,3 @@
         line 4
        -line 5
        +changed
         line 6
        """)
  }

  @Test func changesFarApartGetTheirOwnHunksAndNearOnesShareOne() {
    var new = eight
    new[0] = "first"
    new[7] = "last"
    #expect(
      LineDiff(old: eight, new: new).unified(context: 1) == """
        @@ -1,2 +1,2 @@
        -line 1
        +first
         line 2
        @@ -7,2 +7,2 @@
         line 7
        -line 8
        +last
        """)
    let merged = LineDiff(old: eight, new: new).unified(context: 3)
    #expect(merged.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,8 +1,8 @@"])
  }

  @Test func insertedAndRemovedLinesCountInTheHunkHeader() {
    #expect(LineDiff(old: ["a"], new: ["a", "b", "c"]).unified() == "@@ -1,1 +1,3 @@\n a\n+b\n+c")
    #expect(LineDiff(old: ["a", "b"], new: ["b"]).unified() == "@@ -1,2 +1,1 @@\n-a\n b")
    #expect(LineDiff(old: [], new: ["a"]).unified() == "@@ -0,0 +1,1 @@\n+a")
  }

  @Test func renderedShowsEveryLineOfTheEditScript() {
    #expect(LineDiff(old: ["x", "y"], new: ["x", "z"]).rendered() == " x\n-y\n+z")
  }
}
