public import DLC

/// What running one command did: whether it worked, what it printed and what the stage shows.
public struct CommandResult: Sendable, Equatable {
  /// The command's line: in its script, or the count of lines a session has executed.
  public var line: Int

  /// The column of the offending token for a parse error, else of the command's first token.
  public var column: Int

  /// The command as written, without a comment; empty for a blank or comment line.
  public var command: String

  /// Why the command failed: a parse error, a refused input or an expectation that does not
  /// hold, such as `expected 'error' to be "Invalid email or password", but it is ""`.
  ///
  /// It quotes what a server answered and what a line held, so its control characters are
  /// written visibly (`\u{1B}`), its lines kept: a message never acts on a terminal.
  public var error: String? {
    didSet {
      if let error, VisibleText.needsEscaping(error.utf8) {
        self.error = VisibleText.escapingKeepingLines(error)
      }
    }
  }

  /// What the command printed: the screen for `show`, the text of `help`, `state` and
  /// `scenes`; empty for the others.
  public var output: String

  /// What the stage shows after the command, once it has settled.
  public var screen: ScreenSnapshot

  /// Whether the screen differs from the one before the command.
  public var didChangeScreen: Bool

  /// Whether the command worked, and, for an expectation, held.
  public var isOK: Bool { error == nil }

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - line: The command's line.
  ///   - column: The column of the offending token, else of the command.
  ///   - command: The command as written.
  ///   - error: Why the command failed, or `nil`.
  ///   - output: What the command printed.
  ///   - screen: What the stage shows after the command.
  ///   - didChangeScreen: Whether the screen changed.
  public init(
    line: Int,
    column: Int,
    command: String,
    error: String?,
    output: String,
    screen: ScreenSnapshot,
    didChangeScreen: Bool
  ) {
    self.line = line
    self.column = column
    self.command = command
    self.error = error.map(VisibleText.escapingKeepingLines)
    self.output = output
    self.screen = screen
    self.didChangeScreen = didChangeScreen
  }
}
