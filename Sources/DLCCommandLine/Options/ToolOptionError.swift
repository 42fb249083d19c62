/// Why the value given to an option cannot be used, in words for the person who typed it.
public struct ToolOptionError: Error, Equatable, Sendable {
  /// What is wrong, such as `'--server' needs an http or https URL, … not 'ftp://x'`.
  public var message: String

  /// Creates the error.
  ///
  /// - Parameter message: What is wrong, naming the option and the value.
  public init(_ message: String) {
    self.message = message
  }
}
