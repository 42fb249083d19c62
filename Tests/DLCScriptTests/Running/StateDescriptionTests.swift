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

  @Test(arguments: [
    (Duration.zero, "0ms"), (.milliseconds(300), "300ms"), (.microseconds(1_500), "1500µs"),
    (.milliseconds(1_500), "1.5s"), (.milliseconds(2_050), "2.05s"), (.seconds(90), "1m 30s"),
    (.seconds(7_200), "2h"), (.seconds(3_661), "1h 1m 1s"), (.seconds(-5), "-5s"),
  ])
  func aDurationIsWrittenAsPeopleWriteOne(duration: Duration, written: String) {
    #expect(StateDescription.describe(duration) == written)
  }

  @Test func aDurationInAStateIsWrittenAsPeopleWriteOne() {
    struct Timer {
      var length = Duration.seconds(300)
      var left: Duration? = .milliseconds(2_500)
    }
    #expect(StateDescription.describe(Timer()) == "Timer\n  length: 5m\n  left: 2.5s")
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
