import DLCScript

/// What `TOOL new` is asked to write.
struct NewRequest: Equatable {
  /// The kinds of thing `new` writes.
  enum Kind: Equatable {
    /// `new app NAME [--at DIR] [--dlc PATH|URL]`: a package of its own.
    case app(folder: String?, dlc: String?)
    /// `new scene NAME --act ACT [--modal] [--with-server] [--list|--form]`: a scene in an act.
    case scene(act: String, isModal: Bool, withServer: Bool, shape: SceneShape = .plain)
    /// `new act NAME --after ACT --carrying TYPE [--signed-in]`: an act entered from another
    /// with a value, or, signed in, with the session of an account of type TYPE.
    case act(after: String, carrying: String, signedIn: Bool = false)
    /// `remove scene NAME`: undoes what `new scene NAME` wrote.
    case removeScene
    /// `rename scene NAME NEW`: redoes what `new scene NAME` wrote under the new name.
    case renameScene(to: String)
  }

  /// What a scene shows beyond its message: nothing more, a list, or a form.
  enum SceneShape: Equatable {
    /// The message and its button.
    case plain
    /// A list with selection.
    case list
    /// A form with validation and a submit button disabled until it is valid.
    case form
  }

  /// What to write.
  var kind: Kind
  /// The name of the application, scene or act.
  var name: String
  /// Whether to print what would be written instead of writing it.
  var isDryRun = false

  /// Reads the arguments after `remove` or `rename`: `scene NAME [--dry-run]`, or
  /// `scene NAME NEW [--dry-run]`.
  ///
  /// - Parameters:
  ///   - verb: `remove` or `rename`.
  ///   - arguments: The arguments after it.
  /// - Throws: A ``UsageError`` pointing to `VERB --help` for anything missing or unknown.
  init(changing verb: String, parsing arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    guard remaining.popFirst() == "scene" else {
      throw UsageError(message: "'\(verb)' changes a scene: \(verb) scene NAME", command: verb)
    }
    var names: [String] = []
    for argument in remaining {
      if argument == "--dry-run" {
        isDryRun = true
      } else if argument.hasPrefix("--") {
        throw UsageError(message: "'\(verb) scene' takes no option '\(argument)'", command: verb)
      } else {
        names.append(argument)
      }
    }
    let wanted = verb == "rename" ? 2 : 1
    guard names.count == wanted else {
      throw UsageError(
        message: verb == "rename"
          ? "'rename scene' needs the scene's NAME and its NEW name"
          : "'remove scene' needs the scene's NAME",
        command: verb)
    }
    name = names[0]
    kind = verb == "rename" ? .renameScene(to: names[1]) : .removeScene
  }

  /// Reads the arguments after `new`.
  ///
  /// - Parameter arguments: `app NAME …`, `scene NAME …` or `act NAME …`.
  /// - Throws: A ``UsageError`` pointing to `new --help` for anything missing or unknown.
  init(parsing arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    guard let what = remaining.popFirst() else {
      throw UsageError(message: "'new' needs what to make: app, scene or act", command: "new")
    }
    guard ["app", "scene", "act"].contains(what) else {
      var message = "'new' makes an app, a scene or an act, not '\(what)'"
      if let suggestion = Suggestion.closest(to: what, among: ["app", "scene", "act"]) {
        message += "; did you mean '\(suggestion)'?"
      }
      throw UsageError(message: message, command: "new")
    }
    var name: String?
    var values: [String: String] = [:]
    var flags: Set<String> = []
    let takesValue: Set<String> = ["--at", "--dlc", "--act", "--after", "--carrying"]
    let allowed: [String: Set<String>] = [
      "app": ["--at", "--dlc", "--dry-run"],
      "scene": ["--act", "--modal", "--with-server", "--list", "--form", "--dry-run"],
      "act": ["--after", "--carrying", "--signed-in", "--dry-run"],
    ]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("--") else {
        guard name == nil else {
          throw UsageError(message: "unexpected '\(argument)' after the name", command: "new")
        }
        name = argument
        continue
      }
      var option = argument
      var inline: String?
      if let equals = argument.firstIndex(of: "=") {
        option = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      guard allowed[what, default: []].contains(option) else {
        var message = "'new \(what)' takes no option '\(option)'"
        if let suggestion = Suggestion.closest(to: option, among: Array(allowed[what, default: []]))
        {
          message += "; did you mean '\(suggestion)'?"
        }
        throw UsageError(message: message, command: "new")
      }
      if takesValue.contains(option) {
        guard let value = inline ?? remaining.popFirst(), !value.isEmpty, !value.hasPrefix("--")
        else {
          throw UsageError(message: "'\(option)' needs a value", command: "new")
        }
        values[option] = value
      } else {
        guard inline == nil else {
          throw UsageError(message: "'\(option)' takes no value", command: "new")
        }
        flags.insert(option)
      }
    }
    guard let name else {
      throw UsageError(message: "'new \(what)' needs a NAME", command: "new")
    }
    self.name = name
    isDryRun = flags.contains("--dry-run")
    switch what {
    case "app":
      kind = .app(folder: values["--at"], dlc: values["--dlc"])
    case "scene":
      guard let act = values["--act"] else {
        throw UsageError(message: "'new scene' needs the act: --act ACT", command: "new")
      }
      guard !(flags.contains("--list") && flags.contains("--form")) else {
        throw UsageError(message: "a scene is a --list or a --form, not both", command: "new")
      }
      kind = .scene(
        act: act, isModal: flags.contains("--modal"), withServer: flags.contains("--with-server"),
        shape: flags.contains("--list") ? .list : flags.contains("--form") ? .form : .plain)
    default:
      guard let after = values["--after"] else {
        throw UsageError(
          message: "'new act' needs the act it follows: --after ACT", command: "new")
      }
      guard let carrying = values["--carrying"] else {
        throw UsageError(
          message: "'new act' needs the type handed over to it: --carrying TYPE", command: "new")
      }
      kind = .act(after: after, carrying: carrying, signedIn: flags.contains("--signed-in"))
    }
  }
}
