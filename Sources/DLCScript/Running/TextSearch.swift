/// Finds text within text in time linear in both, with the standard library's meaning of
/// "contains": a run of whole characters, compared by canonical equivalence.
///
/// `String.contains(_:)` finds the same matches, but may take time quadratic in the text
/// searched: on a long run of flag emoji each step looks back to the run's start to tell where a
/// character ends. Here the text is read once, forwards, one character at a time, and the
/// pattern is matched with Knuth–Morris–Pratt, so no character is compared more than twice.
enum TextSearch {
  /// Whether `text` contains `pattern` as a run of whole characters.
  ///
  /// - Parameters:
  ///   - pattern: The text to find; the empty text is found in any text.
  ///   - text: The text to search.
  /// - Returns: `true` when some run of `text`'s characters equals `pattern`'s characters.
  static func contains(_ pattern: String, in text: String) -> Bool {
    // Each of the pattern's characters has at most four times the scalars of the character it
    // matches (see `equal`), so a pattern that long cannot be found: said at once, without
    // splitting a megabyte of pattern into characters.
    guard pattern.unicodeScalars.count <= 4 * text.unicodeScalars.count else { return false }
    let pattern = Array(pattern)
    guard !pattern.isEmpty else { return true }
    let sizes = pattern.map(\.unicodeScalars.count)
    let fallback = fallbackTable(of: pattern, sizes: sizes)
    var matched = 0
    for character in text {
      let size = character.unicodeScalars.count
      while matched > 0, !equal(character, size, pattern[matched], sizes[matched]) {
        matched = fallback[matched - 1]
      }
      if equal(character, size, pattern[matched], sizes[matched]) {
        matched += 1
        if matched == pattern.count { return true }
      }
    }
    return false
  }

  /// Whether two characters, of the given sizes in scalars, are canonically equivalent.
  ///
  /// Comparing a small character with a huge one (a letter with a megabyte of accents) would
  /// normalize the huge one every time. Sizes rule most of those comparisons out first: no
  /// scalar decomposes canonically into more than four, so equivalent characters' sizes lie
  /// within a factor of four of each other. What is left costs time proportional to the smaller.
  private static func equal(
    _ first: Character, _ firstSize: Int, _ second: Character, _ secondSize: Int
  )
    -> Bool
  {
    firstSize <= 4 * secondSize && secondSize <= 4 * firstSize && first == second
  }

  /// For each prefix of the pattern, the length of its longest proper prefix that is also its
  /// suffix: where matching resumes after a mismatch.
  private static func fallbackTable(of pattern: [Character], sizes: [Int]) -> [Int] {
    var table = [Int](repeating: 0, count: pattern.count)
    var length = 0
    var index = 1
    while index < pattern.count {
      while length > 0, !equal(pattern[index], sizes[index], pattern[length], sizes[length]) {
        length = table[length - 1]
      }
      if equal(pattern[index], sizes[index], pattern[length], sizes[length]) {
        length += 1
      }
      table[index] = length
      index += 1
    }
    return table
  }
}
