/// What a `dlc` command line asks for.
enum Invocation: Equatable {
  /// `dlc [OPTIONS]`: the interactive session.
  case interactive(SessionOptions)
  /// `dlc run [OPTIONS] FILE…`: run scripts.
  case run(SessionOptions, files: [String])
  /// `dlc scenes [--json]`: list the acts and scenes.
  case scenes(json: Bool)
  /// `dlc --version`.
  case version
  /// `dlc --help`, `dlc COMMAND --help` or `dlc help [COMMAND]`; `nil` for the general help.
  case help(command: String?)

  /// The commands `dlc` knows besides the interactive session.
  static let commands = ["run", "scenes", "help"]

  /// The options `dlc` knows.
  static let options = ["--json", "--server", "--cache", "--help", "--version"]
}
