/// Every parse error of a script: it is thrown only after the whole script has been read.
public struct ScriptParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The errors, in the order of their lines; never empty.
  public var errors: [ParseError]

  /// Creates the error of a script.
  ///
  /// - Parameter errors: The errors, in the order of their lines.
  public init(errors: [ParseError]) {
    self.errors = errors
  }

  /// One error a line, each as `LINE:COLUMN: error: MESSAGE`.
  public var description: String {
    errors.map(\.description).joined(separator: "\n")
  }
}
