/// One command of the command language, declared once: the names it answers to, its arguments
/// (what completes each and which carries typed text), what `help` says of it and how its line
/// is read.
struct CommandDeclaration: Sendable {
  /// Reads the command's arguments, its name already read, into a command.
  typealias Reading = @Sendable (inout LineParser) throws(ParseError) -> Command

  /// The name, as typed.
  var name: String

  /// Other names it answers to, such as `exit` for `quit`.
  var aliases: [String] = []

  /// Its arguments, in the order Tab meets them.
  var arguments: [CommandArgument] = []

  /// What `help` says of it.
  var help: CommandHelp

  /// Reads its arguments.
  var read: Reading

  /// Every name it answers to.
  var names: [String] { [name] + aliases }

  /// Whether it answers to this name.
  func answers(to word: some StringProtocol) -> Bool {
    name == word || aliases.contains { $0 == word }
  }

  /// The argument that carries text typed into a field and the argument naming that field, by
  /// position; `nil` when the command types no text.
  var typedText: (text: Int, field: Int)? {
    for argument in arguments {
      if let field = argument.typesIntoArgument { return (argument.position, field) }
    }
    return nil
  }

  /// Whether any argument is free text, which takes double quotes when it has blanks.
  var takesText: Bool {
    arguments.contains { $0.isText }
  }
}
