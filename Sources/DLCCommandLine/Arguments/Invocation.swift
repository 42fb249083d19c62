/// What a command line asks the tool for.
enum Invocation: Equatable {
  /// `TOOL [OPTIONS]`: the interactive session.
  case interactive(SessionOptions)
  /// `TOOL run [OPTIONS] FILE…`: run scripts.
  case run(SessionOptions, files: [String])
  /// `TOOL scenes [--json]`: list the acts and scenes.
  case scenes(json: Bool)
  /// `TOOL new app|scene|act NAME …`: write an application, a scene or an act.
  case new(NewRequest)
  /// `TOOL --version`.
  case version
  /// `TOOL --help`, `TOOL COMMAND --help` or `TOOL help [COMMAND]`; `nil` for the general help.
  case help(command: String?)

  /// The commands every tool knows besides the interactive session.
  static let commands = ["run", "scenes", "new", "help"]

  /// The options every tool knows.
  static let commonOptions = ["--json", "--help", "--version"]
}
