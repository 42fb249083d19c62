import DLC

/// Reads one command from the tokens of a line, through the command's declaration.
struct LineParser {
  private let tokens: [Token]
  private let lineNumber: Int
  private let commands: CommandTable
  private var position = 0
  /// The value read for typed text, by the index of its token.
  private var typedValue: (index: Int, value: String)?

  init(tokens: [Token], lineNumber: Int, commands: CommandTable) {
    self.tokens = tokens
    self.lineNumber = lineNumber
    self.commands = commands
  }

  /// Reads the command; the line must hold exactly one, with nothing after it.
  ///
  /// - Returns: The command, and the text it types into a field through the argument its
  ///   declaration marks as typed text.
  /// - Throws: A ``ParseError`` at the first offending token, or where a missing one belongs.
  mutating func parseCommand() throws(ParseError) -> (Command, TypedText?) {
    guard let name = next() else { throw errorAtEnd("expected a command") }
    guard !name.isQuoted else {
      throw error(at: name, "expected a command, not quoted text; type 'help' to list the commands")
    }
    guard let declaration = commands.declaration(named: name.text) else {
      throw unknownCommand(name)
    }
    let command = try declaration.read(&self)
    try finish(declaration)
    return (command, typedText(by: declaration))
  }

  /// The text the argument marked as typed text gives the field its declaration names.
  private func typedText(by declaration: CommandDeclaration) -> TypedText? {
    guard let positions = declaration.typedText, positions.text + 1 < tokens.count,
      positions.field + 1 < tokens.count
    else { return nil }
    let textIndex = positions.text + 1
    let value =
      typedValue.flatMap { $0.index == textIndex ? $0.value : nil } ?? tokens[textIndex].text
    return TypedText(
      fieldID: tokens[positions.field + 1].text, text: value, wordCountBefore: textIndex)
  }

  // MARK: - Tokens

  mutating func next() -> Token? {
    guard position < tokens.count else { return nil }
    defer { position += 1 }
    return tokens[position]
  }

  var upcoming: Token? {
    position < tokens.count ? tokens[position] : nil
  }

  /// Reads text typed into a field: as written, or, for a bare `$NAME` (capitals, digits and
  /// `_`), the value of that environment variable, so that a script can type a secret it does
  /// not hold, such as a reproduction of `explore --fill password=…`.
  mutating func typedText(missing message: String) throws(ParseError) -> String {
    let token = try argument(missing: message)
    guard let name = EnvironmentReference.name(in: token) else { return token.text }
    guard let value = EnvironmentReference.value(of: name) else {
      throw error(at: token, "'$\(name)' is not set; set it to the text to type")
    }
    typedValue = (position - 1, value)
    return value
  }

  mutating func argument(missing message: String) throws(ParseError) -> Token {
    guard let token = next() else { throw errorAtEnd(message) }
    return token
  }

  mutating func id(missing message: String) throws(ParseError) -> String {
    let token = try argument(missing: message)
    guard !token.text.isEmpty else { throw error(at: token, "an ID cannot be empty") }
    return token.text
  }

  /// Refuses anything after the command.
  func finish(_ declaration: CommandDeclaration) throws(ParseError) {
    guard let extra = upcoming else { return }
    // What follows a field's TEXT may be the rest of a secret typed without quotes: it is
    // pointed at, never repeated.
    let what = declaration.typedText != nil ? "more text after the TEXT" : Self.display(extra)
    var message = "unexpected \(what); usage: \(declaration.help.usage)"
    if declaration.takesText {
      message += "; put text with blanks in double quotes"
    }
    throw error(at: extra, message)
  }

  // MARK: - Values

  func wholeNumber(_ token: Token, from minimum: Int, naming what: String) throws(ParseError) -> Int
  {
    let digits = token.text.utf8
    guard !token.isQuoted, !digits.isEmpty,
      digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else {
      throw error(
        at: token, "\(what) is a whole number from \(minimum), not \(Self.display(token))")
    }
    guard digits.count <= 9, let value = Int(token.text) else {
      throw error(at: token, "\(what) of \(token.text) is too large")
    }
    guard value >= minimum else {
      throw error(at: token, "\(what) is a whole number from \(minimum), not \(value)")
    }
    return value
  }

  /// Reads a duration: a whole number with `ms`, `s` or `m`.
  func duration(_ token: Token) throws(ParseError) -> Duration {
    let text = token.text
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    let unit = text.dropFirst(digits.count)
    guard !token.isQuoted, !digits.isEmpty, ["ms", "s", "m"].contains(unit) else {
      throw error(
        at: token,
        "invalid duration \(Self.display(token)); write a whole number with ms, s or m, "
          + "as in 250ms, 2s or 1m")
    }
    let millisecondsPerUnit: Int =
      switch unit {
      case "ms": 1
      case "s": 1_000
      default: 60_000
      }
    // Ten digits already exceed the limit in every unit, so the product cannot overflow.
    guard digits.count <= 9, let value = Int(digits),
      value * millisecondsPerUnit <= Self.longestDurationInMilliseconds
    else {
      throw error(
        at: token,
        "duration \(text) is longer than the longest a command may wait, 24 hours (1440m)")
    }
    return .milliseconds(value * millisecondsPerUnit)
  }

  /// The longest duration a command accepts: a day, long enough to outlast any cache lifetime
  /// and short enough that a typo cannot hang the interactive session for years.
  static let longestDurationInMilliseconds = 86_400_000

  func helpTopic(_ token: Token) throws(ParseError) -> String {
    if !token.isQuoted, commands.declaration(named: token.text) != nil {
      return token.text
    }
    throw errorNamingNoCommand(token, "no help for \(Self.display(token))")
  }

  // MARK: - Errors

  func unknownCommand(_ name: Token) -> ParseError {
    errorNamingNoCommand(name, "unknown command \(Self.display(name))")
  }

  /// An error at a token that names no command: the message goes on with the command whose
  /// name is closest to it, or, with none close, with how to list the commands.
  func errorNamingNoCommand(_ token: Token, _ message: String) -> ParseError {
    if let suggestion = Suggestion.closest(to: token.text, among: commands.commandNames) {
      return error(at: token, message + "; did you mean '\(suggestion)'?")
    }
    return error(at: token, message + "; type 'help' to list the commands")
  }

  func error(at token: Token, _ message: String) -> ParseError {
    ParseError(location: ScriptLocation(line: lineNumber, column: token.column), message: message)
  }

  /// An error where a missing token belongs: just past the last one read.
  func errorAtEnd(_ message: String) -> ParseError {
    let column = position > 0 ? tokens[position - 1].endColumn : 1
    return ParseError(location: ScriptLocation(line: lineNumber, column: column), message: message)
  }

  /// A token as written: quoted text in quotes, a word in single quotes, its control
  /// characters written visibly.
  static func display(_ token: Token) -> String {
    token.isQuoted ? Quoting.quoted(token.text) : "'\(VisibleText.escaping(token.text))'"
  }
}
