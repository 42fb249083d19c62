/// One command of a script, with where it was written.
public struct ScriptStep: Sendable, Equatable {
  /// The command.
  public var command: Command

  /// Where the command's first token starts.
  public var location: ScriptLocation

  /// The command as written, from its first token to its last, without a comment.
  public var text: String

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
  }
}
