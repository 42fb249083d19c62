import Testing

@testable import DLCScript

/// A scene's declaration with its state nested in it, as scenes declare them.
enum Shelf {
  struct State {
    var count = 1
  }
}

struct StateDescriptionTests {
  private struct Inner {
    var code = "DEU"
  }

  private struct Outer {
    var title = "Atlas"
    var inner = Inner()
    var selected: Int? = 3
    var missing: String?
    var rows = [String]()
  }

  private final class Box {
    let count = 2
  }

  @Test func aNestedStateIsNamedWithTheTypeItIsNestedIn() {
    #expect(StateDescription.describe(Shelf.State()) == "Shelf.State\n  count: 1")
  }

  @Test func nestedValuesAreIndented() {
    #expect(
      StateDescription.describe(Outer()) == """
        Outer
          title: "Atlas"
          inner: Inner
            code: "DEU"
          selected: 3
          missing: nil
          rows: []
        """)
  }

  @Test func longCollectionsTakeOneLineAnItem() {
    let rows = (1...12).map { "Country number \($0)" }
    let lines = StateDescription.describe(Outer(rows: rows)).split(separator: "\n")
    #expect(lines.contains("  rows: 12 items"))
    #expect(lines.contains(#"    - "Country number 12""#))
  }

  @Test func classesShowTheirStoredProperties() {
    #expect(StateDescription.describe(Box()) == "Box\n  count: 2")
  }

  @Test func plainValuesAreWrittenAsSwiftWould() {
    #expect(StateDescription.describe("idle") == #""idle""#)
    #expect(StateDescription.describe(42) == "42")
  }
}
