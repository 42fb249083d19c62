/// One way a JSON value breaks a schema: where in the value, and what is wrong there.
public struct SchemaViolation: Equatable, CustomStringConvertible {
  /// A JSON pointer into the value, such as `/screen/elements/0/kind`; empty for the whole.
  public let path: String
  /// What is wrong, for a person.
  public let message: String

  /// The violation as `PATH: MESSAGE`.
  public var description: String { "\(path.isEmpty ? "/" : path): \(message)" }
}
