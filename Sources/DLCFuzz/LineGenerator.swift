import FuzzSupport

/// Makes the lines a fuzz run feeds a session: from a seed alone, so that line N of a seed is
/// the same line in every run, in the supervisor and in the child alike.
///
/// The mix: lines of the example scripts as they are (so the session gets past sign-in and into
/// act 2) and mutated; random bytes read as a terminal reads them, invalid UTF-8 repaired to
/// U+FFFD; commands laced with control characters; huge and odd numbers; and, rarely, texts of
/// a megabyte.
struct LineGenerator {
  /// How many lines in a row, on average, come before a megabyte text.
  static let megabyteTextRarity = 4_000

  private var random: SplitMix64
  private let corpus: [String]

  /// - Parameters:
  ///   - seed: Decides every line.
  ///   - corpus: Lines of example scripts, to play and to mutate; not empty.
  init(seed: UInt64, corpus: [String]) {
    random = SplitMix64(seed: seed)
    self.corpus = corpus.isEmpty ? ["show"] : corpus
  }

  /// The next line.
  mutating func next() -> String {
    if Int.random(in: 0..<Self.megabyteTextRarity, using: &random) == 0 {
      return megabyteLine()
    }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<40: return corpusLine()
    case 40..<60: return mutated(corpusLine())
    case 60..<70: return randomBytes()
    case 70..<80: return withControlCharacters(corpusLine())
    case 80..<90: return hugeNumberLine()
    default: return vocabularyLine()
    }
  }

  // MARK: - Kinds of line

  private mutating func corpusLine() -> String {
    corpus[Int.random(in: 0..<corpus.count, using: &random)]
  }

  private mutating func randomBytes() -> String {
    let count = Int.random(in: 0...80, using: &random)
    let bytes = (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &random) }
    // A terminal's line reader repairs invalid UTF-8 the same way.
    return String(decoding: bytes, as: UTF8.self)
  }

  private mutating func withControlCharacters(_ line: String) -> String {
    var scalars = Array(line.unicodeScalars)
    for _ in 0...Int.random(in: 0...3, using: &random) {
      let control = Self.controlScalars[
        Int.random(in: 0..<Self.controlScalars.count, using: &random)]
      scalars.insert(control, at: Int.random(in: 0...scalars.count, using: &random))
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  private mutating func mutated(_ line: String) -> String {
    var characters = Array(line)
    for _ in 0...Int.random(in: 0...2, using: &random) {
      let index = Int.random(in: 0...characters.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0 where index < characters.count:
        characters.remove(at: index)
      case 1:
        characters.insert(Self.oddCharacters.randomElement(using: &random) ?? "\"", at: index)
      case 2:
        characters = Array(characters.prefix(index))
      case 3:
        let other = Array(corpusLine())
        characters = Array(characters.prefix(index)) + other.suffix(from: min(index, other.count))
      case 4:
        characters += [" "] + Array(corpusLine())
      default:
        let words = String(characters).split(separator: " ", omittingEmptySubsequences: false)
        characters = Array(words.shuffled(using: &random).joined(separator: " "))
      }
    }
    return String(characters)
  }

  private mutating func hugeNumberLine() -> String {
    let number = Self.hugeNumbers[Int.random(in: 0..<Self.hugeNumbers.count, using: &random)]
    let templates = [
      "select results \(number)", "wait \(number)ms", "wait \(number)s", "wait \(number)m",
      "expect results count \(number)", "type query \(number)", "help \(number)",
      "select \(number) \(number)", "expect \(number) is \(number)",
    ]
    return templates[Int.random(in: 0..<templates.count, using: &random)]
  }

  private mutating func vocabularyLine() -> String {
    let ids = [
      "signIn", "submit", "email", "password", "query", "results", "favorite",
      "settings", "signOut", "clearCache", "error", "greeting", "status", "cache", "ok", "x",
    ]
    let id = ids[Int.random(in: 0..<ids.count, using: &random)]
    let lines = [
      "tap \(id)", "type \(id) ger", "type \(id) \"\"", "select \(id) 1", "back", "show",
      "state", "scenes", "help", "wait", "wait 300ms", "expect \(id) has a",
      "expect \(id) hidden", "expect alert none", "expect screen has Atlas", "tap \(id) extra",
      "tab Favorites", "tab Search", "tab \(id)", "expect tab is Favorites",
      "open atlas://favorites", "open atlas://countries/\(id)", "open \"atlas://search?q=\(id)\"",
    ]
    return lines[Int.random(in: 0..<lines.count, using: &random)]
  }

  private mutating func megabyteLine() -> String {
    let units = ["🇩🇪", "a", "e\u{301}", "\u{301}", "\"", "\\", "\u{200D}", "👩‍👩‍👧", "\u{FFFD}"]
    let unit = units[Int.random(in: 0..<units.count, using: &random)]
    let text = String(repeating: unit, count: (1 << 20) / max(unit.utf8.count, 1))
    let templates = [
      "type query ", "expect screen has ", "type email ", "expect results has ", "tap ",
      "tab ", "open atlas://search?q=", "open ",
    ]
    return templates[Int.random(in: 0..<templates.count, using: &random)] + text
  }

  // MARK: - Material

  private static let controlScalars: [Unicode.Scalar] = [
    "\u{0}", "\u{7}", "\u{8}", "\t", "\u{B}", "\u{C}", "\r", "\u{1B}", "\u{7F}", "\u{85}",
    "\u{2028}", "\u{FEFF}",
  ]

  private static let oddCharacters: [Character] = [
    "\"", "\\", "#", " ", "é", "🇩🇪", "\u{301}", "\u{FFFD}", "\t", "0", "-",
  ]

  private static let hugeNumbers = [
    "0", "-1", "1e309", "18446744073709551616", "9223372036854775807", "999999999",
    "1440", "86400001", String(repeating: "9", count: 400), "0x10", "1_000", "٣",
  ]
}
