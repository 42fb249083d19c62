import FuzzSupport
import Testing

@testable import DLCFuzz

struct LongLineRunsTests {
  @Test func theSameSeedMakesTheSameScriptOfTheMegabytesAsked() {
    var first = SplitMix64(seed: 9)
    var second = SplitMix64(seed: 9)
    let script = LongLineRuns.script(megabytes: 2, using: &first)
    #expect(script == LongLineRuns.script(megabytes: 2, using: &second))
    #expect(script.count >= 2 << 20)
    #expect(script.filter { $0 == UInt8(ascii: "\n") }.count == 3)
  }

  @Test func anErrorIsPositionedOnlyWithALineAndAColumn() {
    #expect(LongLineRuns.isPositioned("/tmp/a.dlc:2:730117: error: not UTF-8 text"))
    #expect(LongLineRuns.isPositioned("-:1:1: error: expected the scene to be \"Welcome\""))
    #expect(!LongLineRuns.isPositioned("a.dlc: error: something went wrong"))
    #expect(!LongLineRuns.isPositioned("error: something went wrong: error: again"))
    #expect(LongLineRuns.isPositioned("note: the screen at that point:"))
  }
}
