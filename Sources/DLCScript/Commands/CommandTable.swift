/// The commands of the command language, each declared once: the parser finds a command here
/// by name, `help` prints what the declaration says, Tab completes each argument from it and
/// the session masks the argument it marks as typed text.
///
/// Every session, script and completer uses ``standard``; a table of other declarations is
/// how a test shows that a command needs nothing but its declaration.
package struct CommandTable: Sendable {
  /// The declarations, in the order `help` lists them.
  let declarations: [CommandDeclaration]

  /// Creates a table.
  ///
  /// - Parameter declarations: The commands, in the order `help` lists them.
  init(_ declarations: [CommandDeclaration]) {
    self.declarations = declarations
  }

  /// Every name a command answers to, aliases included, in the order `help` lists them.
  package var commandNames: [String] {
    declarations.flatMap(\.names)
  }

  /// What `help NAME` says of the command that answers to a name or alias.
  ///
  /// - Parameter name: A word as typed.
  /// - Returns: The command's help, or `nil` if no command answers to it.
  package func helpText(for name: some StringProtocol) -> String? {
    declaration(named: name)?.help.text
  }

  /// The command that answers to a name or alias.
  ///
  /// - Parameter name: A word as typed.
  /// - Returns: Its declaration, or `nil` if no command answers to it.
  func declaration(named name: some StringProtocol) -> CommandDeclaration? {
    declarations.first { $0.answers(to: name) }
  }

  /// The text of a bare `help`: every form of every command.
  var overview: String {
    [
      "Commands, one a line (# starts a comment; TEXT is a word or \"quoted text\"):",
      CommandHelp.Form.table(declarations.flatMap(\.help.forms)),
      "Type 'help COMMAND' for more about one command.",
    ].joined(separator: "\n")
  }
}
