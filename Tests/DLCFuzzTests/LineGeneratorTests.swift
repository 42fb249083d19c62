import Testing

@testable import DLCFuzz

@Suite struct LineGeneratorTests {
  private let corpus = ["tap signIn", "type email demo@example.com", "wait 300ms"]

  @Test func theSameSeedMakesTheSameLines() {
    var first = LineGenerator(seed: 42, corpus: corpus)
    var second = LineGenerator(seed: 42, corpus: corpus)
    for _ in 0..<2_000 {
      #expect(first.next() == second.next())
    }
  }

  @Test func anotherSeedMakesOtherLines() {
    var first = LineGenerator(seed: 1, corpus: corpus)
    var second = LineGenerator(seed: 2, corpus: corpus)
    let one = (0..<100).map { _ in first.next() }
    let two = (0..<100).map { _ in second.next() }
    #expect(one != two)
  }

  @Test func theMixHasEveryKindOfLine() {
    var generator = LineGenerator(seed: 7, corpus: corpus)
    let lines = (0..<20_000).map { _ in generator.next() }
    #expect(lines.contains { corpus.contains($0) })
    #expect(lines.contains { $0.unicodeScalars.contains("\u{FFFD}") })
    #expect(lines.contains { $0.unicodeScalars.contains { $0.value < 0x20 && $0 != " " } })
    #expect(lines.contains { $0.contains(String(repeating: "9", count: 400)) })
    #expect(lines.contains { $0.utf8.count >= 1 << 20 })
  }
}
