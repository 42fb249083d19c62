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
    let pattern = Array(pattern)
    guard !pattern.isEmpty else { return true }
    let fallback = fallbackTable(of: pattern)
    var matched = 0
    for character in text {
      while matched > 0, character != pattern[matched] {
        matched = fallback[matched - 1]
      }
      if character == pattern[matched] {
        matched += 1
        if matched == pattern.count { return true }
      }
    }
    return false
  }

  /// For each prefix of the pattern, the length of its longest proper prefix that is also its
  /// suffix: where matching resumes after a mismatch.
  private static func fallbackTable(of pattern: [Character]) -> [Int] {
    var table = [Int](repeating: 0, count: pattern.count)
    var length = 0
    var index = 1
    while index < pattern.count {
      while length > 0, pattern[index] != pattern[length] {
        length = table[length - 1]
      }
      if pattern[index] == pattern[length] {
        length += 1
      }
      table[index] = length
      index += 1
    }
    return table
  }
}
