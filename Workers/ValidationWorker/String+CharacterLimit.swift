extension String {
  /// Whether the string holds more than `limit` user-perceived characters.
  ///
  /// Never walks past character `limit + 1`: a character takes at least one byte of UTF-8, so
  /// a string of at most `limit` bytes is settled by its byte count alone (constant time for a
  /// native string), and a longer one by stepping over at most `limit` characters.
  func hasMoreCharacters(than limit: Int) -> Bool {
    guard utf8.count > limit else { return false }
    guard limit >= 0 else { return true }
    guard let last = index(startIndex, offsetBy: limit, limitedBy: endIndex) else {
      return false
    }
    return last != endIndex
  }

  /// Whether the string holds at least `count` user-perceived characters.
  func hasAtLeastCharacters(_ count: Int) -> Bool {
    hasMoreCharacters(than: count - 1)
  }

  /// Whether the string is empty or holds only whitespace and line breaks.
  var isBlank: Bool {
    allSatisfy(\.isWhitespace)
  }
}
