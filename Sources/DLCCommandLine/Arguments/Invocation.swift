/// What a command line asks the tool for.
enum Invocation: Equatable {
  /// `TOOL [OPTIONS]`: the interactive session.
  case interactive(SessionOptions)
  /// `TOOL run [OPTIONS] FILE…`: run scripts.
  case run(SessionOptions, files: [String])
  /// `TOOL explore [OPTIONS]`: walk every reachable screen and report what is wrong.
  case explore(SessionOptions, ExploreOptions)
  /// `TOOL graph [OPTIONS]`: walk every reachable screen and draw the scene graph.
  case graph(SessionOptions, ExploreOptions)
  /// `TOOL serve [OPTIONS]`: serve the scenes to browsers.
  case serve(SessionOptions, ServeOptions)
  /// `TOOL scenes [--json]`: list the acts and scenes.
  case scenes(json: Bool)
  /// `TOOL new app|scene|act NAME …`: write an application, a scene or an act.
  case new(NewRequest)
  /// `TOOL --version`.
  case version
  /// `TOOL --help`, `TOOL COMMAND --help` or `TOOL help [COMMAND]`; `nil` for the general help.
  case help(command: String?)

  /// The commands every tool knows besides the interactive session.
  static let commands = [
    "run", "explore", "graph", "serve", "scenes", "new", "remove", "rename", "help",
  ]

  /// The options every tool knows.
  static let commonOptions =
    ["--json", "--open", "--settle-limit", "--help", "--version"] + exploreOptions

  /// The commands that take `--settle-limit`: those that play scripts on a manual clock.
  static let settlingCommands: Set<String> = ["run", "explore", "graph"]

  /// The options of `explore` and `graph`, with the commands that take each.
  static let exploreOptionCommands: [String: Set<String>] = [
    "--fill": ["explore", "graph"], "--max-steps": ["explore", "graph"],
    "--max-crashes": ["explore", "graph"],
    "--seed": ["explore", "graph"], "--out": ["explore"], "--format": ["graph"],
    "--time-limit": ["explore", "graph"], "--link": ["explore", "graph"],
    "--explore-child": ["explore", "graph"],
  ]

  /// The options of `explore` and `graph` a person types, for suggestions.
  static let exploreOptions = [
    "--fill", "--max-steps", "--max-crashes", "--seed", "--out", "--format", "--time-limit",
    "--link",
  ]

  /// The options of a command that plays the application, which must be usable before it does.
  var sessionOptions: SessionOptions? {
    switch self {
    case .interactive(let options), .run(let options, _), .explore(let options, _),
      .graph(let options, _), .serve(let options, _):
      options
    case .scenes, .new, .version, .help:
      nil
    }
  }
}
