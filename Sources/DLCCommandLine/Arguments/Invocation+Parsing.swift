import DLCScript
import Foundation

extension Invocation {
  /// Reads a command line; options may come before or after the command.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program's name.
  ///   - tool: The tool, for its name and its own options.
  /// - Throws: A ``UsageError`` for an unknown option or command, or a missing value.
  @MainActor
  init(parsing arguments: [String], for tool: SceneTool) throws(UsageError) {
    try self.init(parsing: arguments, toolName: tool.name, options: tool.options)
  }

  /// Reads a command line for a tool of that name with those options of its own.
  init(
    parsing arguments: [String],
    toolName: String,
    options declared: [any ToolOptionDeclaration]
  ) throws(UsageError) {
    if let first = arguments.first, first == "new" {
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") {
        self = .help(command: "new")
      } else {
        self = .new(try NewRequest(parsing: rest))
      }
      return
    }
    if let first = arguments.first, first == "remove" || first == "rename" {
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") {
        self = .help(command: "new")
      } else {
        self = .new(try NewRequest(changing: first, parsing: rest))
      }
      return
    }
    var options = SessionOptions()
    var explore = ExploreOptions()
    var exploreOptionsGiven: [String] = []
    var serve = ServeOptions()
    var serveOptionsGiven: [String] = []
    var positionals: [String] = []
    var settleLimitGiven = false
    var wantsHelp = false
    var wantsVersion = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        positionals.append(contentsOf: remaining)
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        positionals.append(argument)
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      switch name {
      case "--json":
        try Self.refuseValue(inlineValue, of: name)
        options.json = true
      case "--open":
        options.link = try Self.value(
          of: name, named: "LINK", inline: inlineValue, remaining: &remaining)
      case "--settle-limit":
        let text = try Self.value(
          of: name, named: "DURATION", inline: inlineValue, remaining: &remaining)
        guard let limit = ServeOptions.duration(text), limit > .zero else {
          let above = ServeOptions.duration(text) == .zero ? "above zero, " : ""
          throw UsageError(
            message:
              "'--settle-limit' needs a duration \(above)such as 10s or 500ms, not '\(text)'",
            command: positionals.first.flatMap(Self.knownCommand))
        }
        options.settleLimit = limit
        settleLimitGiven = true
      case "--help", "-h":
        try Self.refuseValue(inlineValue, of: name)
        wantsHelp = true
      case "--version":
        try Self.refuseValue(inlineValue, of: name)
        wantsVersion = true
      case let name where Self.exploreOptionCommands[name] != nil:
        do {
          try Self.readExploreOption(
            name, inline: inlineValue, remaining: &remaining, into: &explore)
        } catch {
          throw UsageError(
            message: error.message, command: positionals.first.flatMap(Self.knownCommand))
        }
        exploreOptionsGiven.append(name)
      case let name where ServeOptions.names.contains(name):
        let text = try Self.value(
          of: name, named: ServeOptions.valueName(of: name), inline: inlineValue,
          remaining: &remaining)
        do {
          try serve.read(name, value: text)
        } catch {
          throw UsageError(message: error.message, command: "serve")
        }
        serveOptionsGiven.append(name)
      default:
        if let option = declared.first(where: { $0.name == name }) {
          try Self.read(option, inline: inlineValue, remaining: &remaining, into: &options.values)
          continue
        }
        var message = "unknown option '\(name)'"
        let serving = positionals.first == "serve" ? ServeOptions.names : []
        let known = Self.commonOptions + serving + declared.map(\.name)
        if let suggestion = Suggestion.closest(to: name, among: known) {
          message += "; did you mean '\(suggestion)'?"
        }
        throw UsageError(message: message, command: positionals.first.flatMap(Self.knownCommand))
      }
    }
    let command = positionals.first
    if wantsHelp {
      self = .help(command: try command.map(Self.helpTopic))
      return
    }
    if wantsVersion {
      self = .version
      return
    }
    if let given = exploreOptionsGiven.first(where: {
      !(Self.exploreOptionCommands[$0] ?? []).contains(command ?? "")
    }) {
      throw UsageError(
        message: "\(Self.naming(command)) takes no \(given)",
        command: command.flatMap(Self.knownCommand))
    }
    if settleLimitGiven, !Self.settlingCommands.contains(command ?? "") {
      throw UsageError(
        message: "\(Self.naming(command)) takes no --settle-limit; it is an option of 'run', "
          + "'explore' and 'graph'",
        command: command.flatMap(Self.knownCommand))
    }
    if let given = serveOptionsGiven.first, command != "serve" {
      throw UsageError(
        message: "\(Self.naming(command)) takes no \(given); it is an option of 'serve'",
        command: command.flatMap(Self.knownCommand))
    }
    switch command {
    case nil:
      self = .interactive(options)
    case "serve":
      try Self.refuseExtra(positionals, of: "serve")
      self = .serve(options, serve)
    case "explore", "graph":
      try Self.refuseExtra(positionals, of: command ?? "")
      if options.link != nil {
        throw UsageError(
          message: "'\(command ?? "")' takes no --open: it starts where the application starts",
          command: command)
      }
      if command == "graph", options.json {
        throw UsageError(
          message: "'graph' takes no --json; --format chooses text, mermaid or dot",
          command: command)
      }
      self = command == "explore" ? .explore(options, explore) : .graph(options, explore)
    case "run":
      let files = Array(positionals.dropFirst())
      guard !files.isEmpty else {
        throw UsageError(message: "'run' needs at least one script FILE", command: "run")
      }
      guard files.count(where: { $0 == "-" }) <= 1 else {
        throw UsageError(
          message: "'-' (standard input) can be read only once in a run", command: "run")
      }
      self = .run(options, files: files)
    case "scenes":
      try Self.refuseExtra(positionals, of: "scenes")
      if let given = options.values.names.first ?? (options.link == nil ? nil : "--open") {
        throw UsageError(message: "'scenes' takes no \(given)", command: "scenes")
      }
      self = .scenes(json: options.json)
    case "help":
      guard positionals.count <= 2 else {
        throw UsageError(message: "unexpected '\(positionals[2])' after 'help'", command: "help")
      }
      self = .help(command: try positionals.dropFirst().first.map(Self.helpTopic))
    case let command?:
      throw Self.unknownCommand(command, toolName: toolName)
    }
  }

  // MARK: - Pieces

  private static func readExploreOption(
    _ name: String,
    inline: String?,
    remaining: inout ArraySlice<String>,
    into explore: inout ExploreOptions
  ) throws(UsageError) {
    switch name {
    case "--explore-child":
      try refuseValue(inline, of: name)
      explore.isChild = true
    case "--fill":
      let text = try value(of: name, named: "ID=TEXT", inline: inline, remaining: &remaining)
      guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
        throw UsageError(
          message: "'--fill' needs ID=TEXT, such as name=Ada, not '\(text)'")
      }
      let id = String(text[..<equals])
      let fill = String(text[text.index(after: equals)...])
      // `ID=$NAME` takes the text from the environment, so that a secret need not be written
      // on a command line, where any process of the machine can read it.
      if let variable = EnvironmentReference.name(inFill: fill) {
        guard let value = ProcessInfo.processInfo.environment[variable] else {
          throw UsageError(
            message: "'--fill \(id)=$\(variable)' names an environment variable that is not set")
        }
        explore.fills[id] = value
      } else {
        explore.fills[id] = fill
      }
    case "--max-steps":
      let text = try value(of: name, named: "N", inline: inline, remaining: &remaining)
      guard let count = Int(text), count > 0 else {
        throw UsageError(message: "'--max-steps' needs a whole number above 0, not '\(text)'")
      }
      explore.maxSteps = count
    case "--max-crashes":
      let text = try value(of: name, named: "N", inline: inline, remaining: &remaining)
      guard let count = Int(text), count > 0 else {
        throw UsageError(message: "'--max-crashes' needs a whole number above 0, not '\(text)'")
      }
      explore.maxCrashes = count
    case "--seed":
      let text = try value(of: name, named: "S", inline: inline, remaining: &remaining)
      guard let seed = UInt64(text) else {
        throw UsageError(message: "'--seed' needs a whole number from 0, not '\(text)'")
      }
      explore.seed = seed
    case "--link":
      explore.links.append(
        try value(of: name, named: "LINK", inline: inline, remaining: &remaining))
    case "--time-limit":
      let text = try value(of: name, named: "SECONDS", inline: inline, remaining: &remaining)
      let digits = text.hasSuffix("s") ? String(text.dropLast()) : text
      guard let seconds = Int64(digits), seconds > 0 else {
        throw UsageError(
          message: "'--time-limit' needs a whole number of seconds above 0, not '\(text)'")
      }
      explore.timeLimit = .seconds(seconds)
    case "--out":
      explore.outputFolder = try value(
        of: name, named: "DIR", inline: inline, remaining: &remaining)
    default:
      let text = try value(of: name, named: "FORMAT", inline: inline, remaining: &remaining)
      guard let format = GraphFormat(rawValue: text) else {
        let formats = GraphFormat.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(message: "'--format' is one of \(formats), not '\(text)'")
      }
      explore.format = format
    }
  }

  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// A command as an error names it: `'run'`, or the interactive session when there is none.
  private static func naming(_ command: String?) -> String {
    command.map { "'\($0)'" } ?? "the interactive session"
  }

  private static func refuseValue(_ value: String?, of name: String) throws(UsageError) {
    guard value == nil else { throw UsageError(message: "'\(name)' takes no value") }
  }

  private static func read(
    _ option: any ToolOptionDeclaration,
    inline: String?,
    remaining: inout ArraySlice<String>,
    into values: inout ToolOptionValues
  ) throws(UsageError) {
    guard let what = option.valueName else {
      try refuseValue(inline, of: option.name)
      do {
        values.set(try option.parse(""), text: "", for: option.name)
      } catch {
        throw UsageError(message: error.message)
      }
      return
    }
    let text = try value(of: option.name, named: what, inline: inline, remaining: &remaining)
    do {
      values.set(try option.parse(text), text: text, for: option.name)
    } catch {
      throw UsageError(message: error.message)
    }
  }

  private static func value(
    of name: String,
    named what: String,
    inline: String?,
    remaining: inout ArraySlice<String>
  ) throws(UsageError) -> String {
    if let inline {
      guard !inline.isEmpty else { throw UsageError(message: "'\(name)' needs a value, \(what)") }
      return inline
    }
    guard let next = remaining.first, !next.hasPrefix("--"), !next.isEmpty else {
      throw UsageError(message: "'\(name)' needs a value, \(what)")
    }
    remaining.removeFirst()
    return next
  }

  private static func refuseExtra(_ positionals: [String], of command: String) throws(UsageError) {
    guard positionals.count > 1 else { return }
    throw UsageError(
      message: "unexpected '\(positionals[1])' after '\(command)'", command: command)
  }

  private static func helpTopic(_ command: String) throws(UsageError) -> String {
    // A command of the language (`tap`, `expect`) is explained as the session's `help` does.
    guard commands.contains(command) || CommandTable.standard.helpText(for: command) != nil
    else { throw unknownCommand(command, toolName: nil) }
    return command
  }

  private static func knownCommand(_ word: String) -> String? {
    commands.contains(word) && word != "help" ? word : nil
  }

  private static func unknownCommand(_ command: String, toolName: String?) -> UsageError {
    var message = "unknown command '\(command)'"
    if let suggestion = Suggestion.closest(to: command, among: commands) {
      message += "; did you mean '\(suggestion)'?"
    } else if let toolName, command.hasSuffix(".dlc") {
      message += "; to run a script, type '\(toolName) run \(command)'"
    }
    return UsageError(message: message)
  }
}
