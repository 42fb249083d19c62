/// The text a parsed command types into an element, found through the argument its command's
/// declaration marks as typed text.
package struct TypedText: Sendable, Equatable {
  /// The ID of the element typed into.
  var fieldID: String

  /// The text typed, with a `$NAME` already replaced by its value.
  var text: String

  /// How many of the command's words come before the text, its name included.
  var wordCountBefore: Int

  /// The command's words before the text, as written and one blank apart, such as
  /// `type "password"`: what an echo shows before the mask.
  ///
  /// They are read again from the line, not kept: only the echo of a secret needs them, and
  /// keeping them for every `type` took a tenth of a script's run.
  ///
  /// - Parameter line: The command as written, from its first token to its last.
  /// - Returns: The words; only the line's first word if it no longer lexes, since the rest
  ///   may hold the secret.
  func wordsBefore(in line: String) -> String {
    guard let tokens = try? Lexer.lex(line, lineNumber: 1).tokens, let first = tokens.first,
      wordCountBefore <= tokens.count
    else { return String(line.prefix { $0 != " " && $0 != "\t" }) }
    // Columns count Unicode scalars from the line's start.
    let scalars = line.unicodeScalars
    var words = ""
    for token in tokens[..<wordCountBefore] {
      let start = scalars.index(scalars.startIndex, offsetBy: token.column - first.column)
      if !words.isEmpty { words += " " }
      words.unicodeScalars.append(
        contentsOf: scalars[start..<scalars.index(start, offsetBy: token.endColumn - token.column)])
    }
    return words
  }
}
