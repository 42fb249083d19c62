public import DLC
import Foundation

/// An application's command-line tool: the REPL, `run`, `explore`, `graph`, `serve`, `scenes`,
/// `--json`, `--help` and `--version`, for the application it names and with the options it
/// declares.
///
/// An executable built on it is a few lines:
///
/// ```swift
/// import DLCCommandLine
/// import Scenes
///
/// await SceneTool(
///   name: "atlas", version: "1.0.0", summary: "play and script the scenes of Atlas",
///   acts: Atlas.acts
/// ) { _ in Atlas() }.main()
/// ```
@MainActor
public struct SceneTool {
  /// What a tool makes of its options: the application, before it starts on a stage.
  public typealias ApplicationMaker =
    @MainActor (ToolOptionValues) -> any SceneApplication

  /// The program's name, as the person types it.
  public let name: String
  /// The version `--version` prints.
  public let version: String
  /// What the tool plays, after the name and version on the first line of `--help`.
  public let summary: String
  /// The application's acts and scenes, for `scenes`, completion and `expect scene is`.
  public let acts: [ActDescription]
  /// The links the application opens, as `--help` lists them (see `SceneApplication.links`).
  public let links: [String]
  /// The options of the application's own, after the ones every tool has.
  public let options: [any ToolOptionDeclaration]

  let makeApplication: ApplicationMaker

  /// Describes the tool.
  ///
  /// - Parameters:
  ///   - name: The program's name, as the person types it.
  ///   - version: The version `--version` prints.
  ///   - summary: What the tool plays, such as "play and script the scenes of Atlas".
  ///   - acts: The application's acts and scenes.
  ///   - links: The links the application opens, for `--help`, such as `App.links`.
  ///   - options: The application's own options, listed in `--help` in this order.
  ///   - makeApplication: Makes the application for the options given; called once for each
  ///     session and each script file, since each starts afresh.
  public init(
    name: String,
    version: String = "0.1.0",
    summary: String,
    acts: [ActDescription],
    links: [String] = [],
    options: [any ToolOptionDeclaration] = [],
    makeApplication: @escaping ApplicationMaker
  ) {
    self.name = name
    self.version = version
    self.summary = summary
    self.acts = acts
    self.links = links
    self.options = options
    self.makeApplication = makeApplication
  }

  /// Runs the tool on the process's arguments and exits with its status.
  public func main() async -> Never {
    let status = await run(arguments: Array(CommandLine.arguments.dropFirst()))
    exit(status)
  }

  /// Runs the tool on a command line, as `main()` does, without exiting.
  ///
  /// - Parameter arguments: The arguments, without the program's name.
  /// - Returns: The exit status: 0 when everything worked, 1 when a command failed or standard
  ///   output could not all be written, 2 for a command line or a script that cannot be used.
  public func run(arguments: [String]) async -> Int32 {
    Self.acceptTerminalSignals()
    // Past a file size limit a write fails (EFBIG), which the run reports; the signal would end
    // the process at once, with nothing said, and a shell's status would not say why.
    signal(SIGXFSZ, SIG_IGN)
    let terminal = Terminal()
    let status = await run(arguments: arguments, terminal: terminal)
    // Output cut short is a failure, whatever the command made of it.
    if let reason = terminal.outputFailure.reason {
      terminal.writeError("could not write the output: \(reason)", at: nil)
      return status == 0 ? 1 : status
    }
    return status
  }

  private func run(arguments: [String], terminal: Terminal) async -> Int32 {
    let usage = Usage(tool: self)
    do {
      let invocation = try Invocation(parsing: arguments, for: self)
      if let problem = prepare(invocation.sessionOptions) {
        terminal.writeError(problem, at: nil)
        return 2
      }
      switch invocation {
      case .version:
        terminal.write("\(name) \(version)")
        return 0
      case .help(let command):
        terminal.write(usage.text(for: command))
        return 0
      case .new(let request):
        var command = NewCommand(request: request, terminal: terminal)
        switch request.kind {
        case .app:
          break
        default:
          // Changes run anywhere in the application's package, as `swift build` does.
          command.folder = NewCommand.package(around: command.folder)
        }
        return command.run()
      case .scenes(let json):
        return ScenesCommand(acts: acts, json: json, terminal: terminal).run()
      case .interactive(let options):
        return await InteractiveCommand(tool: self, options: options, terminal: terminal).run()
      case .explore(let options, let explore):
        return await ExploreCommand(
          tool: self, options: options, explore: explore, arguments: arguments, isGraph: false,
          terminal: terminal
        ).run()
      case .graph(let options, let explore):
        return await ExploreCommand(
          tool: self, options: options, explore: explore, arguments: arguments, isGraph: true,
          terminal: terminal
        ).run()
      case .serve(let options, let serve):
        return await ServeCommand(tool: self, options: options, serve: serve, terminal: terminal)
          .run()
      case .run(let options, let files):
        return await RunCommand(tool: self, options: options, files: files, terminal: terminal)
          .run()
      }
    } catch {
      terminal.writeError(error.message, at: nil)
      terminal.writeError(error.hint(for: name))
      return 2
    }
  }

  /// Unblocks the signals a person sends from a terminal (Ctrl-C, hang-up, quit, terminate) on
  /// the main thread: a tool started by a program that blocks them would otherwise inherit the
  /// block, and neither end a wait nor restore the terminal when told to stop.
  private static func acceptTerminalSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT] {
      sigaddset(&signals, signalNumber)
    }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Makes the application's options usable (creating a folder, say) before anything plays.
  ///
  /// - Parameter options: The session's options, or `nil` for a command that plays nothing.
  /// - Returns: Why an option's value cannot be used, or `nil` when all can.
  private func prepare(_ options: SessionOptions?) -> String? {
    do {
      try options?.values.prepare(self.options)
      return nil
    } catch {
      return error.message
    }
  }
}
