/// Why a line of a script is not a command, and where.
public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where the offending token starts, or where a missing one was expected.
  public var location: ScriptLocation

  /// What is wrong, for a person, such as `unknown command 'tpa'; did you mean 'tap'?`.
  public var message: String

  /// Creates a parse error.
  ///
  /// - Parameters:
  ///   - location: Where the offending token starts.
  ///   - message: What is wrong.
  public init(location: ScriptLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// The error as `LINE:COLUMN: error: MESSAGE`; prefix a file name for the compiler form.
  public var description: String { "\(location): error: \(message)" }
}
