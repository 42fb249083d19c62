/// Reads the command language: one command a line, `#` comments, bare or quoted text.
///
/// ```swift
/// let step = try Parser.parse(line: "select results 2")
/// // step?.command == .select(id: "results", row: 2)
///
/// let source = "tap signIn\ntpa submit\n"
/// do throws(ScriptParseError) {
///   let script = try Parser.parse(script: source)
///   print(script.steps.count)
/// } catch {
///   for error in error.errors { print("login.dlc:\(error)") }
/// }
/// ```
public enum Parser {
  /// Parses one line.
  ///
  /// - Parameters:
  ///   - line: The line, without its line break.
  ///   - number: The line's number, from 1, for the locations of the step and of errors.
  /// - Returns: The command with where it was written, or `nil` for a blank or comment line.
  /// - Throws: A ``ParseError`` at the first offending token.
  public static func parse(line: String, number: Int = 1) throws(ParseError) -> ScriptStep? {
    try parse(line: line, number: number, commands: .standard)
  }

  /// Parses one line of a language declared by a command table.
  ///
  /// - Parameters:
  ///   - line: The line, without its line break.
  ///   - number: The line's number, from 1, for the locations of the step and of errors.
  ///   - commands: The commands the line may hold.
  /// - Returns: The command with where it was written, or `nil` for a blank or comment line.
  /// - Throws: A ``ParseError`` at the first offending token.
  package static func parse(
    line: String, number: Int = 1, commands: CommandTable
  ) throws(ParseError) -> ScriptStep? {
    let lexed = try Lexer.lex(line, lineNumber: number)
    guard let first = lexed.tokens.first else { return nil }
    var parser = LineParser(tokens: lexed.tokens, lineNumber: number, commands: commands)
    let (command, typedText) = try parser.parseCommand()
    return ScriptStep(
      command: command,
      location: ScriptLocation(line: number, column: first.column),
      text: lexed.text,
      typedText: typedText)
  }

  /// Parses a whole script, reporting every line that does not parse.
  ///
  /// Lines end at `\n`; a `\r` before it is ignored.
  ///
  /// - Parameter source: The script's text.
  /// - Returns: The script's commands in order.
  /// - Throws: A ``ScriptParseError`` with one error for each line that does not parse.
  public static func parse(script source: String) throws(ScriptParseError) -> Script {
    var steps: [ScriptStep] = []
    var errors: [ParseError] = []
    var number = 0
    // Split bytes, not characters: "\r\n" is a single character.
    for rawLine in source.utf8.split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    {
      number += 1
      let line = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
      do {
        if let step = try parse(line: String(decoding: line, as: UTF8.self), number: number) {
          steps.append(step)
        }
      } catch {
        errors.append(error)
      }
    }
    guard errors.isEmpty else { throw ScriptParseError(errors: errors) }
    return Script(steps: steps)
  }
}
