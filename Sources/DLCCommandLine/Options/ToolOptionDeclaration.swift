/// What the tool needs of an option whatever its value's type; ``ToolOption`` adopts it, so a
/// tool can take options of several types in one list.
public protocol ToolOptionDeclaration: Sendable {
  /// The option as typed, with its dashes: `--server`.
  var name: String { get }
  /// What the value is called in `--help`, such as `URL`; `nil` for a flag that takes none.
  var valueName: String? { get }
  /// One line for `--help` that says what the option does.
  var help: String { get }

  /// Reads the text typed after the option.
  ///
  /// - Parameter text: The value as typed.
  /// - Returns: The typed value.
  /// - Throws: ``ToolOptionError`` saying why the text is not a value of this option.
  func parse(_ text: String) throws(ToolOptionError) -> any Sendable

  /// Makes a parsed value usable before a session starts.
  ///
  /// - Parameter value: A value this option parsed.
  /// - Throws: ``ToolOptionError`` saying why the value cannot be used.
  func prepare(_ value: any Sendable) throws(ToolOptionError)
}
