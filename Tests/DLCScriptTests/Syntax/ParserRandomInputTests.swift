import DLCScript
import FuzzSupport
import Testing

/// Feeds the parser lines it was never meant to see: it must never crash, and always answer
/// with a command or with an error at a column of the line.
struct ParserRandomInputTests {
  private static let seeds: [String] = [
    "show", "tap signIn", "type email demo@example.com", #"type query "United K""#,
    "select results 2", "back", "wait 300ms", "wait", "expect screen not has Error",
    "expect scene is Login", "expect alert none", #"expect error is "Invalid \"x\"\n""#,
    "expect results count 3", "expect submit disabled", "state", "scenes", "help expect", "quit",
  ]

  private static let alphabet: [Character] =
    Array(#"  ""\\\#nmsx0123456789-.ab"#) + [
      "#", "\t", "\r", "\u{0}", "\u{7F}", "é", "🌍", "\u{301}", "\u{FEFF}", "\u{FFFD}", "\n",
    ]

  @Test func tenThousandRandomAndMutatedLinesYieldACommandOrALocatedError() {
    var generator = SplitMix64(seed: 0xD1C5_C819)
    for index in 0..<10_000 {
      let line =
        index.isMultiple(of: 2)
        ? Self.randomLine(using: &generator) : Self.mutatedLine(using: &generator)
      let lineNumber = index + 1
      let columns = line.unicodeScalars.count + 1
      do {
        if let step = try Parser.parse(line: line, number: lineNumber) {
          #expect(step.location.line == lineNumber)
          #expect((1...columns).contains(step.location.column), "\(line.debugDescription)")
          #expect(!step.text.isEmpty)
        }
      } catch {
        #expect(error.location.line == lineNumber)
        #expect((1...columns).contains(error.location.column), "\(line.debugDescription)")
        #expect(!error.message.isEmpty)
      }
    }
  }

  @Test func randomScriptsReportErrorsOnTheirOwnLines() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<200 {
      let lines = (0..<Int.random(in: 1...20, using: &generator)).map { _ in
        Self.mutatedLine(using: &generator).filter { $0 != "\n" && $0 != "\r\n" }
      }
      do {
        let script = try Parser.parse(script: lines.joined(separator: "\n"))
        #expect(script.steps.allSatisfy { (1...lines.count).contains($0.location.line) })
      } catch {
        #expect(!error.errors.isEmpty)
        #expect(error.errors.allSatisfy { (1...lines.count).contains($0.location.line) })
        #expect(error.errors.map(\.location) == error.errors.map(\.location).sorted())
      }
    }
  }

  private static func randomLine(using generator: inout SplitMix64) -> String {
    let length = Int.random(in: 0...40, using: &generator)
    return String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? " " })
  }

  private static func mutatedLine(using generator: inout SplitMix64) -> String {
    var characters = Array(seeds.randomElement(using: &generator) ?? "show")
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let position = Int.random(in: 0...characters.count, using: &generator)
      let character = alphabet.randomElement(using: &generator) ?? " "
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:
        characters.insert(character, at: position)
      case 1 where position < characters.count:
        characters.remove(at: position)
      default:
        if position < characters.count {
          characters[position] = character
        }
      }
    }
    return String(characters)
  }
}
