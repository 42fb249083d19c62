/// One command of the command language, declared once: the names it answers to, its arguments
/// (what completes each and which carries typed text), what `help` says of it and how its line
/// is read.
///
/// A class, not a struct: the parser finds a declaration for every line, and handing out one
/// reference costs less than copying its arrays, strings and closure.
final class CommandDeclaration: Sendable {
  /// Reads the command's arguments, its name already read, into a command.
  typealias Reading = @Sendable (inout LineParser) throws(ParseError) -> Command

  /// The name, as typed.
  let name: String

  /// Other names it answers to, such as `exit` for `quit`.
  let aliases: [String]

  /// Its arguments, in the order Tab meets them.
  let arguments: [CommandArgument]

  /// What `help` says of it.
  let help: CommandHelp

  /// Reads its arguments.
  let read: Reading

  /// The argument that carries text typed into a field and the argument naming that field, by
  /// position; `nil` when the command types no text.
  let typedText: (text: Int, field: Int)?

  /// Declares a command.
  ///
  /// - Parameters:
  ///   - name: The name, as typed.
  ///   - aliases: Other names it answers to.
  ///   - arguments: Its arguments, in the order Tab meets them.
  ///   - help: What `help` says of it.
  ///   - read: Reads its arguments.
  init(
    name: String, aliases: [String] = [], arguments: [CommandArgument] = [],
    help: CommandHelp, read: @escaping Reading
  ) {
    self.name = name
    self.aliases = aliases
    self.arguments = arguments
    self.help = help
    self.read = read
    typedText =
      arguments.lazy.compactMap { argument in
        argument.typesIntoArgument.map { (text: argument.position, field: $0) }
      }.first
  }

  /// Declares a command that takes no argument: its usage is its names, its example its name.
  ///
  /// - Parameters:
  ///   - name: The name, as typed.
  ///   - aliases: Other names it answers to.
  ///   - summary: What it does, in a few words.
  ///   - discussion: Detail beyond the summary; may be empty.
  ///   - command: The command every line of it reads as.
  convenience init(
    name: String, aliases: [String] = [], summary: String, discussion: String = "",
    reading command: Command
  ) {
    self.init(
      name: name, aliases: aliases,
      help: CommandHelp(
        forms: [.init(usage: ([name] + aliases).joined(separator: " | "), summary: summary)],
        discussion: discussion, examples: [name]),
      read: { _ in command })
  }

  /// Declares a command on one element, named by its ID: its usage is `NAME ID`.
  ///
  /// - Parameters:
  ///   - name: The name, as typed.
  ///   - elements: Where Tab finds the IDs it takes.
  ///   - kind: What the element is, with its article, such as "a button", for the error of a
  ///     line without an ID.
  ///   - summary: What it does, in a few words.
  ///   - discussion: Detail beyond the summary; may be empty.
  ///   - examples: Example lines.
  ///   - command: Makes the command from the ID.
  convenience init(
    name: String, on elements: ArgumentCompletion, naming kind: String, summary: String,
    discussion: String = "", examples: [String],
    reading command: @escaping @Sendable (String) -> Command
  ) {
    self.init(
      name: name, arguments: [.init(position: 0, completion: [elements])],
      help: CommandHelp(
        forms: [.init(usage: "\(name) ID", summary: summary)], discussion: discussion,
        examples: examples),
      read: { line throws(ParseError) in
        command(try line.id(missing: "'\(name)' needs the ID of \(kind)"))
      })
  }

  /// Every name it answers to.
  var names: [String] { [name] + aliases }

  /// Whether it answers to this name.
  func answers(to word: some StringProtocol) -> Bool {
    name == word || aliases.contains { $0 == word }
  }

  /// Whether any argument is free text, which takes double quotes when it has blanks.
  var takesText: Bool {
    arguments.contains { $0.isText }
  }
}
