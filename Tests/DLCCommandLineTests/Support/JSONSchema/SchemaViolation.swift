/// One way a JSON value breaks a schema: where in the value, and what is wrong there.
struct SchemaViolation: Equatable, CustomStringConvertible {
  /// A JSON pointer into the value, such as `/screen/elements/0/kind`; empty for the whole.
  var path: String
  /// What is wrong, for a person.
  var message: String

  var description: String { "\(path.isEmpty ? "/" : path): \(message)" }
}
