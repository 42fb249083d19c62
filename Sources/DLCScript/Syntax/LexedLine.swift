/// A line split into tokens, with the command's text as written.
struct LexedLine {
  /// The tokens, left to right; empty for a blank or comment line.
  var tokens: [Token]

  /// The line from its first token to its last, without surrounding blanks or a comment.
  var text: String
}
