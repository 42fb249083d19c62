/// The text of `dlc --help` and of each command's `--help`.
enum Usage {
  /// The help for a command, or the general help for `nil`.
  ///
  /// - Parameter command: `run`, `scenes`, `help`, or `nil`.
  /// - Returns: The help text.
  static func text(for command: String?) -> String {
    switch command {
    case "run": run
    case "scenes": scenes
    case "help": help
    default: general
    }
  }

  private static let general = """
    dlc \(DLCVersion.current): play and script the scenes of Atlas, the DLC demo app

    Usage:
      dlc [--json] [--server URL] [--cache DIR]          play Atlas interactively
      dlc run [--json] [--server URL] [--cache DIR] FILE...  run scripts
      dlc scenes [--json]                                 list the acts and scenes
      dlc help [COMMAND], dlc [COMMAND] --help            show help
      dlc --version                                       print the version

    Options:
      --json        print one JSON object a line for each command
      --server URL  play against the server at URL instead of the embedded backend
      --cache DIR   keep the cache in the folder DIR across runs

    In the interactive session, type 'help' to list the commands of the command language.
    With standard input from a pipe it prints no prompts and exits with status 1 if any
    command failed.
    """

  private static let run = """
    Usage: dlc run [--json] [--server URL] [--cache DIR] FILE...

    Runs scripts of the command language, one command a line, each file on a fresh Atlas with
    a manual clock that moves only on 'wait'. Every file is parsed before anything runs.

    Exit status:
      0  every command worked and every expectation held
      1  a command failed or an expectation did not hold: FILE:LINE:COL: error: MESSAGE
      2  a script does not parse (every error is listed) or a file cannot be read

    Options:
      --json        print one JSON object a line for each command, with its file
      --server URL  play against the server at URL instead of the embedded backend
      --cache DIR   keep the cache in the folder DIR across runs
    """

  private static let scenes = """
    Usage: dlc scenes [--json]

    Lists Atlas's acts and their scenes, one act a line; with --json, one JSON object a line.
    """

  private static let help = """
    Usage: dlc help [COMMAND]

    Shows the general help, or the help of COMMAND: run, scenes or help.
    """
}
