/// A command line that the tool cannot run, with the help to point to.
struct UsageError: Error, Equatable {
  /// What is wrong, for a person.
  var message: String

  /// The command whose help explains the mistake, or `nil` for the general help.
  var command: String?

  /// The line that points to the help, such as `Run 'dlc run --help' for usage.`.
  ///
  /// - Parameter tool: The program's name.
  /// - Returns: The line, for standard error after the message.
  func hint(for tool: String) -> String {
    "Run '\(tool)\(command.map { " \($0)" } ?? "") --help' for usage."
  }
}
