/// One command of a script, with where it was written.
public struct ScriptStep: Sendable, Equatable {
  /// The command.
  public var command: Command

  /// Where the command's first token starts.
  public var location: ScriptLocation

  /// The command as written, from its first token to its last, without a comment.
  public var text: String

  /// The text the command types into a field, read through the argument its declaration marks
  /// as typed text; `nil` when it types none.
  package var typedText: TypedText?

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - location: Where the command's first token starts.
  ///   - text: The command as written.
  public init(command: Command, location: ScriptLocation, text: String) {
    self.command = command
    self.location = location
    self.text = text
    // The text a step types is found where the parser finds it, in the command as written.
    let parsed = try? Parser.parse(line: text, number: location.line)
    self.typedText = parsed?.command == command ? parsed?.typedText : nil
  }

  /// Creates a step as the parser reads it.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - location: Where the command's first token starts.
  ///   - text: The command as written.
  ///   - typedText: The text it types into a field, if any.
  init(command: Command, location: ScriptLocation, text: String, typedText: TypedText?) {
    self.command = command
    self.location = location
    self.text = text
    self.typedText = typedText
  }
}
