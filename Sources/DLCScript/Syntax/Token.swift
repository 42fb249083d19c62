/// A word or a quoted text of a line, with where it stands.
struct Token: Equatable {
  /// The text, with quotes removed and escapes resolved.
  var text: String

  /// Whether it was written in double quotes; keywords are only ever bare words.
  var isQuoted: Bool

  /// The column of its first character, from 1.
  var column: Int

  /// The column just past its last character.
  var endColumn: Int

  /// Whether it is the bare keyword `word`.
  func isKeyword(_ word: String) -> Bool {
    !isQuoted && text == word
  }
}
