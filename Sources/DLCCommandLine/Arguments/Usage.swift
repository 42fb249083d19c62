import DLCScript

/// The text of a tool's `--help` and of each command's `--help`, made from what the tool
/// declares: its name, version, summary and options.
struct Usage {
  var name: String
  var version: String
  var summary: String
  var options: [any ToolOptionDeclaration]
  var links: [String]

  @MainActor
  init(tool: SceneTool) {
    name = tool.name
    version = tool.version
    summary = tool.summary
    options = tool.options
    links = tool.links
  }

  /// The help for a command, or the general help for `nil`.
  ///
  /// - Parameter command: `run`, `explore`, `graph`, `scenes`, `help`, or `nil`.
  /// - Returns: The help text.
  func text(for command: String?) -> String {
    switch command {
    case "run": run
    case "explore": explore
    case "graph": graph
    case "serve": serve
    case "scenes": scenes
    case "new", "rename", "remove": new
    case "help": help
    default:
      command.flatMap { CommandTable.standard.helpText(for: $0) }.map {
        "'\(command ?? "")' is a command of the session's language, which the prompt and "
          + "scripts take:\n\n" + $0
      } ?? general
    }
  }

  /// `[--json]`, `[--server URL]` …: the options a session takes, as in a usage line.
  private var synopsis: [String] {
    ["[--json]", "[--open LINK]"] + options.map { "[\(label(of: $0))]" }
  }

  /// An option as a usage line and a table name it: `--server URL`.
  private func label(of option: any ToolOptionDeclaration) -> String {
    "\(option.name)\(option.valueName.map { " \($0)" } ?? "")"
  }

  /// The application's own options, as rows of an options table.
  private var ownOptionRows: [(label: String, text: String)] {
    options.map { (label(of: $0), $0.help) }
  }

  /// The options of a session, under their title; `--json` first, explained for the command.
  private func sessionOptions(json: String, settleLimit: String? = nil) -> String {
    HelpLayout.section(
      "Options:",
      [("--json", json), ("--open LINK", "start at what LINK points to (see Links)")]
        + (settleLimit.map { [("--settle-limit DURATION", $0)] } ?? []) + ownOptionRows)
  }

  private var general: String {
    let usage = HelpLayout.table(
      [
        ("\(name) \(synopsis.joined(separator: " "))", "play interactively"),
        ("\(name) run [OPTIONS] FILE...", "run scripts"),
        ("\(name) explore [--fill ID=TEXT]... [OPTIONS]", "play every reachable screen"),
        ("\(name) graph [--format FORMAT] [OPTIONS]", "draw the scene graph"),
        ("\(name) serve [--host ADDR] [--port N] [OPTIONS]", "serve the scenes to browsers"),
        ("\(name) scenes [--json]", "list the acts and scenes"),
        ("\(name) new app|scene|act NAME ...", "write an app, a scene or an act"),
        ("\(name) remove|rename scene NAME ...", "undo or redo 'new scene'"),
        ("\(name) help [COMMAND], \(name) COMMAND --help", "show help"),
        ("\(name) --version", "print the version"),
      ], widestShared: 44)
    return [
      HelpLayout.prose("\(name) \(version): \(summary)"),
      "Usage:\n" + usage,
      sessionOptions(json: "print one JSON object a line: a ready record, then one a command"),
      "Links:\n" + linkLines,
      HelpLayout.prose(
        """
        In the interactive session, type 'help' to list the commands of the command language.
        With standard input from a pipe it prints no prompts and exits with status 1 if any
        command failed.
        """),
    ].joined(separator: "\n\n")
  }

  /// The links the application opens, one a line, or why there are none.
  private var linkLines: String {
    guard !links.isEmpty else { return "  \(name) opens no links" }
    return links.map { "  \($0)" }.joined(separator: "\n")
  }

  private var run: String {
    [
      HelpLayout.usage(
        "Usage: \(name) run", synopsis + ["[--settle-limit DURATION]", "FILE..."]),
      HelpLayout.prose(
        """
        Runs scripts of the command language, one command a line, each file on a fresh start of
        the application with a manual clock that moves only on 'wait'. Every file is parsed
        before anything runs.
        """),
      HelpLayout.section(
        "Exit status:",
        [
          ("0", "every command worked and every expectation held"),
          ("1", "a command failed or an expectation did not hold: FILE:LINE:COL: error: MESSAGE"),
          ("2", "a script does not parse (every error is listed) or a file cannot be read"),
        ]),
      sessionOptions(
        json: "print one JSON object a line for each command, with its file",
        settleLimit: "fail a command not settled after DURATION, such as 2s (default 10s)"),
    ].joined(separator: "\n\n")
  }

  /// The rows `explore` and `graph` share.
  private static let fillRow = (
    label: "--fill ID=TEXT",
    text: "type TEXT into the field ID wherever it shows (repeatable); as ID=$NAME, the value "
      + "of the environment variable NAME, which keeps a secret off the command line"
  )
  private static let linkRow = (
    label: "--link LINK",
    text: "open LINK as a move too, as the routes' sample links are (repeatable); a link "
      + "that leads nowhere is refused before the walk"
  )
  private static let maxStepsRow = (
    label: "--max-steps N", text: "stop after N commands, replays included (default 20000)"
  )
  private static let maxCrashesRow = (
    label: "--max-crashes N",
    text: "give up after N crashes and stalls, reporting what was covered (default 50)"
  )

  private var explore: String {
    [
      HelpLayout.usage(
        "Usage: \(name) explore",
        [
          "[--fill ID=TEXT]...", "[--max-steps N]", "[--max-crashes N]",
          "[--time-limit SECONDS]", "[--seed S]", "[--settle-limit DURATION]", "[--json]",
          "[--out DIR]", "[OPTIONS]",
        ]),
      HelpLayout.prose(
        """
        Plays the application on a manual clock and walks its screens: taps every enabled button
        and alert button, selects list rows (the first, the last and one between), types into
        fields (the --fill text where given, else an empty, a short, a long and a non-ASCII
        text), goes back and fires pending timers; on the first screen of each act it opens the
        sample link of every route the application declares, and each --link. Each branch
        starts the application afresh and replays its path, in a child process, so a crash is
        reported and the walk goes on. A screen is its scene, alert and the structure of its
        elements, not their texts.

        It reports, each with a script that '\(name) run' replays to the same failure: a scene
        that left the stage and is not freed, a command that does not settle, a crash, an alert
        that reports a failure of the backend, a dead end, a listed scene no walk reached, an
        element never enabled on any visited screen, and two elements of a screen that share
        an id.

        Every wait is bounded: a command gives up after 10 s (--settle-limit), and a stage whose
        work will not stop is given up with its process, the walk going on in a new one. A walk
        longer than five seconds shows its progress on standard error; with --json each finding
        is written as it is found. The child process ends with this one, however this one ends.
        """),
      HelpLayout.section(
        "Exit status:",
        [
          ("0", "no findings"),
          ("1", "findings, each with its reproduction"),
          ("2", "a command line that cannot be used"),
          (
            "3",
            "the time, step or crash limit ended the walk first; what it covered and found is "
              + "reported"
          ),
          ("130", "Ctrl-C ended the walk; what it covered and found is reported"),
        ]),
      HelpLayout.section(
        "Options:",
        [
          Self.fillRow, Self.maxStepsRow, Self.maxCrashesRow,
          (
            "--time-limit SECONDS",
            "stop the whole walk after SECONDS (default 120), crashes included"
          ),
          Self.linkRow,
          ("--seed S", "pick the rows and texts the walk tries; the same seed, the same walk"),
          (
            "--settle-limit DURATION",
            "call a command that has not settled after DURATION unsettled, and give up a "
              + "stage that will not let go after as long (default 10s)"
          ),
          ("--json", "print one JSON object a line: each edge, each finding, the summary"),
          ("--out DIR", "write each reproduction to DIR as a .dlc file"),
        ] + ownOptionRows),
    ].joined(separator: "\n\n")
  }

  private var graph: String {
    [
      HelpLayout.usage(
        "Usage: \(name) graph",
        [
          "[--format mermaid|dot|text]", "[--fill ID=TEXT]...", "[--max-steps N]",
          "[--max-crashes N]", "[--seed S]", "[--time-limit SECONDS]", "[--settle-limit DURATION]",
          "[OPTIONS]",
        ]),
      HelpLayout.prose(
        """
        Walks the application as 'explore' does and prints the scene graph it found: a node per
        scene, grouped by act, and an edge per transition labelled with the command that causes
        it. Modal presentations and root replacements are marked; scenes no walk reached are
        dashed. Mermaid renders on the usual code hosts; DOT goes to Graphviz ('dot -Tsvg').
        """),
      HelpLayout.section(
        "Exit status:",
        [
          ("0", "the walk tried everything it found"),
          ("2", "a command line that cannot be used"),
          (
            "3",
            "the time, step or crash limit ended the walk first; the graph is what it covered, "
              + "and a warning says so"
          ),
          ("130", "Ctrl-C ended the walk; the graph is what it covered, and a warning says so"),
        ]),
      HelpLayout.section(
        "Options:",
        [
          ("--format FORMAT", "text (the default), mermaid or dot"), Self.fillRow,
          Self.maxStepsRow, Self.maxCrashesRow,
          ("--time-limit SECONDS", "stop the whole walk after SECONDS (default 120)"),
          Self.linkRow, ("--seed S", "pick the rows and texts the walk tries"),
          (
            "--settle-limit DURATION",
            "give up waiting for a command after DURATION (default 10s)"
          ),
        ] + ownOptionRows),
    ].joined(separator: "\n\n")
  }

  private var serve: String {
    [
      HelpLayout.usage(
        "Usage: \(name) serve",
        [
          "[--host ADDR]", "[--port N]", "[--max-sessions N]", "[--idle-timeout DURATION]",
          "[--allow-host HOST]...",
        ] + synopsis),
      HelpLayout.prose(
        """
        Serves the application's scenes to browsers as a page of their own, on the real clock:
        each browser gets a session with its own application, kept by a cookie, and sees every
        change of its screen as it happens. It prints 'serving \(name) at URL' (with --json, a
        ready record carrying "url") and runs until SIGINT or SIGTERM, which end every session.

        It speaks plain HTTP. It binds 127.0.0.1, this machine only, unless --host says
        otherwise; then put a reverse proxy that speaks HTTPS in front of it, and name the host
        the proxy forwards with --allow-host.
        """),
      HelpLayout.section(
        "Options:",
        [
          (
            "--host ADDR",
            "the IP address to bind (default 127.0.0.1; ::1 for IPv6; 0.0.0.0 or :: for all)"
          ),
          ("--port N", "the port (default 8080; 0 picks a free one)"),
          (
            "--max-sessions N",
            "the most sessions at once; beyond them a new browser takes the place of the one "
              + "idle longest that never signed in, else gets a 503 page (default 1000)"
          ),
          (
            "--idle-timeout DURATION",
            "end a session after DURATION without a request, such as 30m, 90s or 500ms "
              + "(default 30m)"
          ),
          (
            "--allow-host HOST",
            "accept requests for HOST as well as the bound address, as behind a reverse "
              + "proxy or from other machines, which name the host they reach (repeatable)"
          ),
          ("--open LINK", "open LINK in every new session (see '\(name) --help')"),
          ("--json", "print the ready record as JSON"),
        ] + ownOptionRows),
    ].joined(separator: "\n\n")
  }

  private var scenes: String {
    [
      "Usage: \(name) scenes [--json]",
      HelpLayout.prose(
        "Lists the acts and their scenes, one act a line; with --json, one JSON object a line."),
    ].joined(separator: "\n\n")
  }

  private var new: String {
    let forms: [(command: String, parts: [String])] = [
      ("new app", ["NAME", "[--at DIR]", "[--dlc PATH|URL]", "[--dry-run]"]),
      (
        "new scene",
        ["NAME", "--act ACT", "[--modal]", "[--with-server]", "[--list|--form]", "[--dry-run]"]
      ),
      ("new act", ["NAME", "--after ACT", "--carrying TYPE", "[--signed-in]", "[--dry-run]"]),
      ("remove scene", ["NAME", "[--dry-run]"]),
      ("rename scene", ["NAME", "NEW", "[--dry-run]"]),
    ]
    let usage = forms.enumerated().map { index, form in
      HelpLayout.usage((index == 0 ? "Usage: " : "       ") + "\(name) \(form.command)", form.parts)
    }
    return [
      usage.joined(separator: "\n"),
      HelpLayout.prose(
        "Writes code in the shape of every DLC scene, with its tests, and never overwrites a file."
      ),
      HelpLayout.table([
        (
          "app",
          "a package of its own: one act, the root scene Home, its executable on DLCCommandLine, "
            + "tests, a script, a README, .gitignore and .swift-format; it depends on DLC by "
            + "path (this tool's checkout unless --dlc says otherwise) or URL"
        ),
        (
          "scene",
          "run in the application's package: the scene's files, its logic test (spies, stub "
            + "container) and harness test (snapshot, leak check), registered in the act's "
            + "scene enum and factory; --modal gives it a way to close, --with-server a use "
            + "case that asks the server worker, with its failure alert and a test of both "
            + "outcomes; --list a list with selection, --form a form with validation and a "
            + "submit button disabled until it is valid"
        ),
        (
          "act",
          "run in the application's package: the act's container, factory and scene enum, and "
            + "the typed handover from ACT's factory, with its test; TYPE is written as an "
            + "empty struct if the package does not declare it; --signed-in enters the act "
            + "only through a sign-in form (its session, the backend's seeded account, a first "
            + "scene that signs out), and its scenes' endpoints answer only the session's "
            + "token; an application has one signed-in act"
        ),
      ]),
      HelpLayout.prose(
        """
        remove scene removes the files 'new scene' wrote (the scene's, its tests' and snapshots'
        folders) and undoes its edits (the case, the factory's case, the route, the links
        script's visit, the backend's endpoint); rename scene redoes them under the new name,
        and renames the scene where other code and the scripts use it. Each refuses, naming the
        file, an edit it cannot undo; remove, a file elsewhere that uses the scene.
        """),
      HelpLayout.section(
        "Options:",
        [
          (
            "--at DIR",
            "write the new app's package in DIR/NAME (default: the current folder's NAME)"
          ),
          ("--dlc PATH|URL", "where the new app's package finds DLC"),
          (
            "--dry-run",
            "print the files it would write and the edits it would make, and write nothing"
          ),
        ]),
      HelpLayout.prose(
        "Exit status: 0 when written, 2 for a bad name, an unknown act, or a file in the way."),
    ].joined(separator: "\n\n")
  }

  private var help: String {
    [
      "Usage: \(name) help [COMMAND]",
      HelpLayout.prose(
        "Shows the general help, or the help of COMMAND: run, explore, graph, serve, scenes, "
          + "new, rename, remove or help."),
    ].joined(separator: "\n\n")
  }
}
