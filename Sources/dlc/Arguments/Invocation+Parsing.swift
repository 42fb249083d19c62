import DLCScript
import Foundation

extension Invocation {
  /// Reads a command line; options may come before or after the command.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Throws: A ``UsageError`` for an unknown option or command, or a missing value.
  init(parsing arguments: [String]) throws(UsageError) {
    var options = SessionOptions()
    var positionals: [String] = []
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
      case "--server":
        let value = try Self.value(of: name, inline: inlineValue, remaining: &remaining)
        options.server = try Self.serverURL(value)
      case "--cache":
        let value = try Self.value(of: name, inline: inlineValue, remaining: &remaining)
        options.cacheFolder = URL(fileURLWithPath: value, isDirectory: true)
      case "--help", "-h":
        try Self.refuseValue(inlineValue, of: name)
        wantsHelp = true
      case "--version":
        try Self.refuseValue(inlineValue, of: name)
        wantsVersion = true
      default:
        var message = "unknown option '\(name)'"
        if let suggestion = Suggestion.closest(to: name, among: Self.options) {
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
    switch command {
    case nil:
      self = .interactive(options)
    case "run":
      let files = Array(positionals.dropFirst())
      guard !files.isEmpty else {
        throw UsageError(message: "'run' needs at least one script FILE", command: "run")
      }
      self = .run(options, files: files)
    case "scenes":
      try Self.refuseExtra(positionals, of: "scenes")
      guard options.server == nil, options.cacheFolder == nil else {
        throw UsageError(message: "'scenes' takes no --server or --cache", command: "scenes")
      }
      self = .scenes(json: options.json)
    case "help":
      guard positionals.count <= 2 else {
        throw UsageError(message: "unexpected '\(positionals[2])' after 'help'", command: "help")
      }
      self = .help(command: try positionals.dropFirst().first.map(Self.helpTopic))
    case let command?:
      throw Self.unknownCommand(command)
    }
  }

  // MARK: - Pieces

  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func refuseValue(_ value: String?, of name: String) throws(UsageError) {
    guard value == nil else { throw UsageError(message: "'\(name)' takes no value") }
  }

  private static func value(
    of name: String,
    inline: String?,
    remaining: inout ArraySlice<String>
  ) throws(UsageError) -> String {
    let what = name == "--server" ? "URL" : "DIR"
    if let inline {
      guard !inline.isEmpty else { throw UsageError(message: "'\(name)' needs a \(what)") }
      return inline
    }
    guard let next = remaining.first, !next.hasPrefix("--"), !next.isEmpty else {
      throw UsageError(message: "'\(name)' needs a \(what)")
    }
    remaining.removeFirst()
    return next
  }

  private static func serverURL(_ text: String) throws(UsageError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else {
      throw UsageError(
        message: "'--server' needs an http or https URL, such as http://localhost:8080, "
          + "not '\(text)'")
    }
    return url
  }

  private static func refuseExtra(_ positionals: [String], of command: String) throws(UsageError) {
    guard positionals.count > 1 else { return }
    throw UsageError(
      message: "unexpected '\(positionals[1])' after '\(command)'", command: command)
  }

  private static func helpTopic(_ command: String) throws(UsageError) -> String {
    guard commands.contains(command) else { throw unknownCommand(command) }
    return command
  }

  private static func knownCommand(_ word: String) -> String? {
    commands.contains(word) && word != "help" ? word : nil
  }

  private static func unknownCommand(_ command: String) -> UsageError {
    var message = "unknown command '\(command)'"
    if let suggestion = Suggestion.closest(to: command, among: commands) {
      message += "; did you mean '\(suggestion)'?"
    } else if command.hasSuffix(".dlc") {
      message += "; to run a script, type 'dlc run \(command)'"
    }
    return UsageError(message: message)
  }
}
