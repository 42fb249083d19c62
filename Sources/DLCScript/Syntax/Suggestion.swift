/// Finds the word a person probably meant, for "did you mean" hints.
package enum Suggestion {
  /// The candidate closest to a word, if it is close enough to be a likely typo.
  ///
  /// Distances count insertions, deletions, substitutions and swaps of neighbours, ignoring
  /// case; a candidate of up to three characters may be one edit away, a longer one two. Of
  /// two as close, one that begins with the word wins: a word cut short (`typ`) is likelier
  /// than one mistyped.
  ///
  /// - Parameters:
  ///   - word: What was written.
  ///   - candidates: What could have been meant.
  /// - Returns: The closest candidate other than `word` itself, or `nil`.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    let written = Array(word.lowercased().unicodeScalars)
    guard written.count <= 64 else { return nil }
    // Ranked by distance, then by whether the candidate begins with the word; the first wins.
    var best: (candidate: String, rank: (Int, Int))?
    for candidate in candidates where candidate != word {
      let target = Array(candidate.lowercased().unicodeScalars)
      let limit = target.count <= 3 ? 1 : 2
      let distance = editDistance(written, target)
      let rank = (distance, target.starts(with: written) ? 0 : 1)
      if distance <= limit, best.map({ rank < $0.rank }) ?? true {
        best = (candidate, rank)
      }
    }
    return best?.candidate
  }

  /// The optimal string alignment distance between two strings.
  private static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    guard !lhs.isEmpty else { return rhs.count }
    guard !rhs.isEmpty else { return lhs.count }
    let width = rhs.count + 1
    var rows = [Int](repeating: 0, count: (lhs.count + 1) * width)
    for column in 0...rhs.count {
      rows[column] = column
    }
    for row in 1...lhs.count {
      rows[row * width] = row
      for column in 1...rhs.count {
        let cost = lhs[row - 1] == rhs[column - 1] ? 0 : 1
        var distance = min(
          rows[(row - 1) * width + column] + 1,
          rows[row * width + column - 1] + 1,
          rows[(row - 1) * width + column - 1] + cost)
        if row > 1, column > 1, lhs[row - 1] == rhs[column - 2], lhs[row - 2] == rhs[column - 1] {
          distance = min(distance, rows[(row - 2) * width + column - 2] + 1)
        }
        rows[row * width + column] = distance
      }
    }
    return rows[lhs.count * width + rhs.count]
  }
}
